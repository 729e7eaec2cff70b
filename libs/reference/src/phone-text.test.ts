import { displayPhoneNumber, isPhoneNumberText } from './phone-text';

describe('phone number text (spec §5)', () => {
  it.each([
    ['(201) 555-0177', true],
    ['+1 201 555 0177', true],
    ['201-555-0177', true],
    ['+', false],
    ['', false],
    ['201.555.0177', false],
    ['name@example.com', false],
    ['12+34', false],
  ])('%j is phone text: %s', (text, expected) => {
    expect(isPhoneNumberText(text)).toBe(expected);
  });

  it('removes brackets, hyphens and spaces only', () => {
    expect(isPhoneNumberText('+1 (201) 555-0177')).toBe(true);
    expect(isPhoneNumberText('+1 (201) 555_0177')).toBe(false);
  });

  it.each([
    ['2015550177', '(201) 555-0177'],
    ['+1 201-555-0177', '(201) 555-0177'],
    ['(201)5550177', '(201) 555-0177'],
    // A carrier's MSISDN (the channel SMS screen): the country code without its plus.
    ['13205550185', '(320) 555-0185'],
    ['+86 138 0013 8000', '+86 138 0013 8000'],
    ['20155501', '20155501'],
  ])('displays %j as %j', (text, shown) => {
    expect(displayPhoneNumber(text)).toBe(shown);
  });
});
