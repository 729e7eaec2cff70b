import type { FrameLocator } from '@playwright/test';
import { expect } from './simulator';

/**
 * What does not fit, measured in the sheet's own frame: a page wider than the screen (horizontal
 * scroll), text pushed off the screen, text wider than its box, text cut off by a box that hides
 * its overflow. Form controls are left out (a long value scrolls inside its input by design), and
 * so is text kept only for assistive technology (clipped to a pixel).
 */
function findLayoutProblems(): string[] {
  const problems: string[] = [];
  const page = document.scrollingElement ?? document.documentElement;
  const width = document.documentElement.clientWidth;
  if (page.scrollWidth > page.clientWidth + 1) {
    problems.push(`the page scrolls sideways (${page.scrollWidth} > ${page.clientWidth} px)`);
  }
  const skipped = new Set(['INPUT', 'TEXTAREA', 'SELECT', 'OPTION', 'SCRIPT', 'STYLE']);
  const name = (element: Element) => {
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${element.tagName.toLowerCase()}${element.className ? ` class="${String(element.className)}"` : ''}> "${text}"`;
  };
  for (const element of document.body.querySelectorAll('*')) {
    if (skipped.has(element.tagName) || !(element instanceof HTMLElement)) continue;
    const hasText = [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
    );
    if (!hasText) continue;
    const style = getComputedStyle(element);
    if (style.display === 'none' || style.visibility === 'hidden') continue;
    const rect = element.getBoundingClientRect();
    if (rect.width <= 1 || rect.height <= 1) continue;
    if (rect.left < -1 || rect.right > width + 1)
      problems.push(`${name(element)} leaves the screen`);
    if (style.display === 'inline') continue;
    if (element.scrollWidth > element.clientWidth + 1) {
      problems.push(
        `${name(element)} is wider than its box (${element.scrollWidth} > ${element.clientWidth} px)`,
      );
    }
    const hides = (value: string) => value === 'hidden' || value === 'clip';
    if (hides(style.overflowY) && element.scrollHeight > element.clientHeight + 1) {
      problems.push(
        `${name(element)} is cut off (${element.scrollHeight} > ${element.clientHeight} px)`,
      );
    }
  }
  return problems;
}

export function layoutProblems(sheet: FrameLocator): Promise<string[]> {
  return sheet.locator('body').evaluate(findLayoutProblems);
}

/** No text in the sheet is clipped, overflows its box or makes the page scroll sideways. */
export async function expectEverythingFits(sheet: FrameLocator, where: string): Promise<void> {
  expect(await layoutProblems(sheet), `layout problems on ${where}`).toEqual([]);
}

/**
 * The characters of `text` that the sheet's font stack draws as the missing-glyph box: each is
 * drawn on a canvas with the page's fonts and compared with a code point no font has.
 */
function charactersWithoutGlyphs(element: Element): string[] {
  const text = element.textContent ?? '';
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 64;
  const context = canvas.getContext('2d')!;
  const family = getComputedStyle(document.body).fontFamily;
  const draw = (character: string) => {
    context.clearRect(0, 0, 64, 64);
    context.font = `40px ${family}`;
    context.fillText(character, 4, 48);
    return context.getImageData(0, 0, 64, 64).data.join(',');
  };
  const missing = draw('\u{10FFFD}');
  return [...new Set([...text].filter((c) => c.trim() !== '' && c.charCodeAt(0) > 0x2000))].filter(
    (character) => draw(character) === missing,
  );
}

export function glyphlessCharacters(sheet: FrameLocator, selector: string): Promise<string[]> {
  return sheet.locator(selector).evaluate(charactersWithoutGlyphs);
}

/** Every non-Latin character of the sheet's first heading is drawn with a real glyph. */
export async function expectGlyphsRender(sheet: FrameLocator, where: string): Promise<void> {
  const heading = sheet.getByRole('heading', { level: 1 });
  const text = await heading.innerText();
  expect(text.length, `a heading on ${where}`).toBeGreaterThan(0);
  const missing = await heading.evaluate(charactersWithoutGlyphs);
  expect(missing, `characters drawn without a glyph on ${where}`).toEqual([]);
}
