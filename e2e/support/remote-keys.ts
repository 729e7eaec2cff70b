import { expect, type Locator, type Page } from '@playwright/test';

/** Presses one key and checks where the focus is afterwards. */
export async function press(page: Page, key: string, focused: Locator): Promise<void> {
  await page.keyboard.press(key);
  await expect(focused, `after ${key}`).toBeFocused();
}

/** OK opens the focused select's list; the arrows go `steps` options down; OK chooses. */
export async function chooseInList(page: Page, select: Locator, steps: number): Promise<void> {
  await page.keyboard.press('Enter');
  for (let step = 0; step < steps; step += 1) await page.keyboard.press('ArrowDown');
  await press(page, 'Enter', select);
}
