import { iso2ByIso3 } from '@sheet/reference';

/** The ISO 3166 alpha-2 code the storefront's national numbers are read in. */
export function storefrontIso2(storefront: string): string {
  return iso2ByIso3(storefront) ?? 'US';
}
