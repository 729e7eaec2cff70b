/** The service address table: every URL the product calls is looked up here by name. */
export type Bag = Readonly<Record<string, string>>;

export class BagValueMissingError extends Error {
  override readonly name = 'BagValueMissingError';
  constructor(readonly key: string) {
    super(`Bag value missing: ${key}`);
  }
}

export function bagValue(bag: Bag, key: string): string {
  const value = bag[key];
  if (!value) throw new BagValueMissingError(key);
  return value;
}
