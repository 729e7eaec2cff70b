import { pathUnderBase, SHEET_BASE_PATH } from './base-path';

describe('pathUnderBase', () => {
  it('is the root outside a build', () => {
    expect(SHEET_BASE_PATH).toBe('/');
    expect(pathUnderBase('/terms')).toBe('/terms');
  });

  it('strips a base path, whether or not the address ends with its slash', () => {
    expect(pathUnderBase('/account-sheet/terms', '/account-sheet/')).toBe('/terms');
    expect(pathUnderBase('/account-sheet/', '/account-sheet/')).toBe('/');
    expect(pathUnderBase('/account-sheet', '/account-sheet/')).toBe('/');
  });

  it('leaves an address outside the base path as it is', () => {
    expect(pathUnderBase('/account-sheetx/terms', '/account-sheet/')).toBe('/account-sheetx/terms');
    expect(pathUnderBase('/terms', '/account-sheet/')).toBe('/terms');
  });
});
