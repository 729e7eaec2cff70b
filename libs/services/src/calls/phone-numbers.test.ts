import { format as formatTyped, parse as parseTyped } from 'input-format';
import { formatPhoneNumber, phoneTypingRules, splitPhoneNumber } from './phone-numbers';

describe('splitPhoneNumber', () => {
  it('splits a national number read in the storefront country', async () => {
    await expect(splitPhoneNumber('(201) 555-0177', 'us')).resolves.toEqual({
      fullNumber: '+12015550177',
      nationalNumber: '2015550177',
      countryCallingCode: 1,
      display: '(201) 555-0177',
    });
  });

  it('keeps the country of an international number, shown internationally', async () => {
    await expect(splitPhoneNumber('+86 138 0013 8000', 'us')).resolves.toEqual({
      fullNumber: '+8613800138000',
      nationalNumber: '13800138000',
      countryCallingCode: 86,
      display: '+86 138 0013 8000',
    });
  });

  it('gives nothing for a number that cannot exist', async () => {
    await expect(splitPhoneNumber('12', 'us')).resolves.toBeUndefined();
  });
});

describe('formatPhoneNumber', () => {
  it.each([
    ['a US number in the US', '2015550123', 'us', '(201) 555-0123'],
    ['a carrier MSISDN with its bare 1', '13205550185', 'us', '(320) 555-0185'],
    ['a British mobile in Britain', '07700900123', 'gb', '07700 900123'],
    ['a British mobile in the US', '+447700900123', 'us', '+44 7700 900123'],
    ['a Chinese mobile in China', '13800138000', 'cn', '138 0013 8000'],
    ['an MSISDN without its plus, abroad', '8613800138000', 'us', '+86 138 0013 8000'],
    ['text that is no number', 'ana@example.com', 'us', 'ana@example.com'],
  ])('shows %s as a person there reads it', async (_case, text, storefront, shown) => {
    await expect(formatPhoneNumber(text, storefront)).resolves.toBe(shown);
  });
});

/** Types `text` into an empty field with the rules, as input-format does, caret at the end. */
async function typed(text: string, storefront: string) {
  const rules = await phoneTypingRules(storefront);
  const { value } = parseTyped(text, text.length, rules.parse);
  return { value, shown: formatTyped(value, value.length, rules.format).text };
}

describe('phoneTypingRules (spec §7: formatted as typed)', () => {
  it.each([
    ['a US number', '2015550123', 'us', '2015550123', '(201) 555-0123'],
    ['half a US number', '201555', 'us', '201555', '(201) 555'],
    ['a pasted (555) form', '(555) 123-4567', 'us', '5551234567', '(555) 123-4567'],
    ['a pasted +44 number', '+44 7700 900123', 'us', '+447700900123', '+44 7700 900123'],
    ['a Chinese mobile', '13800138000', 'cn', '13800138000', '138 0013 8000'],
    ['a British mobile', '07700900123', 'gb', '07700900123', '07700 900123'],
    ['Arabic-Indic digits', '٢٠١٥٥٥٠١٢٣', 'us', '2015550123', '(201) 555-0123'],
    ['a plus that is not first', '20+1', 'us', '201', '(201)'],
  ])('keeps %s as digits and shows it formatted', async (_case, text, storefront, value, shown) => {
    await expect(typed(text, storefront)).resolves.toEqual({ value, shown });
  });

  it('keeps the caret after the digit typed, past the formatting', async () => {
    const rules = await phoneTypingRules('us');
    // "(201) 55|" with a 5 typed: the caret stays after the new digit.
    const { value, caret } = parseTyped('(201) 555', 9, rules.parse);
    expect(formatTyped(value, caret, rules.format)).toEqual({ text: '(201) 555', caret: 9 });
    // A digit typed in the middle, after "(20": the caret stays before the next digit ("1"),
    // not at the end.
    const middle = parseTyped('(2091) 555', 4, rules.parse);
    expect(formatTyped(middle.value, middle.caret, rules.format)).toEqual({
      text: '(209) 155-5',
      caret: 6,
    });
  });
});
