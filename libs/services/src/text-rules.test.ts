import { DEFAULT_MAX_TEXT_LENGTH, hasHiddenFormatting, isTooLong, textLength } from './text-rules';

describe('hasHiddenFormatting', () => {
  it.each([
    ['U+200E left-to-right mark', '\u200E'],
    ['U+200F right-to-left mark', '\u200F'],
    ['U+202A left-to-right embedding', '\u202A'],
    ['U+202B right-to-left embedding', '\u202B'],
    ['U+202C pop directional formatting', '\u202C'],
    ['U+202D left-to-right override', '\u202D'],
    ['U+202E right-to-left override', '\u202E'],
    ['U+2066 left-to-right isolate', '\u2066'],
    ['U+2067 right-to-left isolate', '\u2067'],
    ['U+2068 first strong isolate', '\u2068'],
    ['U+2069 pop directional isolate', '\u2069'],
    ['U+200B zero-width space', '\u200B'],
    ['U+200C zero-width non-joiner', '\u200C'],
    ['U+200D zero-width joiner', '\u200D'],
    ['U+FEFF zero-width no-break space', '\uFEFF'],
  ])('finds a %s anywhere in an address', (_name, mark) => {
    expect(hasHiddenFormatting(`${mark}ana@example.com`)).toBe(true);
    expect(hasHiddenFormatting(`ana@exa${mark}mple.com`)).toBe(true);
    expect(hasHiddenFormatting(`ana@example.com${mark}`)).toBe(true);
  });

  it.each([
    ['an email', 'ana@example.com'],
    ['a phone number', '+1 (201) 555-0123'],
    ['Arabic letters', 'ليلى'],
    ['Hebrew letters', 'דנה'],
    ['Chinese letters', '李'],
    ['an emoji', 'ana😀@example.com'],
  ])('finds none in %s', (_name, text) => {
    expect(hasHiddenFormatting(text)).toBe(false);
  });
});

describe('maximum lengths', () => {
  it('counts characters, not UTF-16 units', () => {
    expect(textLength('😀😀')).toBe(2);
    expect(textLength('ana')).toBe(3);
  });

  it('takes a text up to the limit and refuses one past it', () => {
    expect(isTooLong('a'.repeat(64), 64)).toBe(false);
    expect(isTooLong('a'.repeat(65), 64)).toBe(true);
    expect(isTooLong('😀'.repeat(64), 64)).toBe(false);
  });

  it('uses the product limit when the field names none', () => {
    expect(isTooLong('a'.repeat(DEFAULT_MAX_TEXT_LENGTH), undefined)).toBe(false);
    expect(isTooLong('a'.repeat(5000), undefined)).toBe(true);
  });
});
