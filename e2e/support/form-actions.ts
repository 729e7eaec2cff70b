import type { FrameLocator } from '@playwright/test';

const FINISHED = '__sheetFormActionsFinished';

/**
 * Starts counting, in the sheet's frame, the form actions that finish: each one turns its form
 * busy (`aria-busy="true"`) and then not, or leads to another screen, which removes the busy form.
 * A test that presses Continue again on the same form waits for this count to grow, not for an
 * alert or a field's state, which the press before may have left on screen.
 */
export async function countFinishedFormActions(sheet: FrameLocator): Promise<void> {
  await sheet.locator('body').evaluate((body, key) => {
    const counts = window as unknown as Record<string, number>;
    counts[key] = 0;
    const isBusyForm = (node: Node) =>
      node instanceof Element &&
      (node.matches('form[aria-busy="true"]') || !!node.querySelector('form[aria-busy="true"]'));
    new MutationObserver((records) => {
      for (const record of records) {
        const ended =
          record.type === 'attributes'
            ? record.oldValue === 'true' &&
              (record.target as Element).getAttribute('aria-busy') !== 'true'
            : [...record.removedNodes].some(isBusyForm);
        if (ended) counts[key] = (counts[key] ?? 0) + 1;
      }
    }).observe(body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-busy'],
      attributeOldValue: true,
    });
  }, FINISHED);
}

/** How many form actions have finished since `countFinishedFormActions`. */
export function finishedFormActions(sheet: FrameLocator): Promise<number> {
  return sheet
    .locator('body')
    .evaluate((_, key) => (window as unknown as Record<string, number>)[key] ?? 0, FINISHED);
}
