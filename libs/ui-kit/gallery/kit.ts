import * as kit from '@sheet/ui-kit';

/**
 * The elements the kit exports: the capitalised values of its public API that React can render.
 * The gallery compares them with what it shows and names any it leaves out, so a new element
 * cannot ship without a place here (the e2e test fails on that list).
 */
export function exportedElements(): string[] {
  return Object.entries(kit as Record<string, unknown>)
    .filter(
      ([name, value]) =>
        /^[A-Z][a-z]/.test(name) &&
        (typeof value === 'function' ||
          (typeof value === 'object' && value !== null && '$$typeof' in value)),
    )
    .map(([name]) => name)
    .sort();
}
