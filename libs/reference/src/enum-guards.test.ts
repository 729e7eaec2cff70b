import { isValueOf } from './enum-guards';

const Fruit = { apple: 'APPLE', pear: 'PEAR', code: 7 } as const;

describe('isValueOf', () => {
  const isFruit = isValueOf(Fruit);

  it('accepts every value of the enumeration, strings and numbers alike', () => {
    expect(isFruit('APPLE')).toBe(true);
    expect(isFruit('PEAR')).toBe(true);
    expect(isFruit(7)).toBe(true);
  });

  it('rejects keys, other cases, other types and missing values', () => {
    expect(isFruit('apple')).toBe(false);
    expect(isFruit('Apple')).toBe(false);
    expect(isFruit('7')).toBe(false);
    expect(isFruit(undefined)).toBe(false);
    expect(isFruit(null)).toBe(false);
  });
});
