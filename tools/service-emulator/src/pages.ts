/** Create-account pages: the page a pageUUID was issued for decides storefront, context and restricted kind. */
import { randomUUID } from 'node:crypto';
import { type CreateContext, type PageShape, type RestrictedAccountType } from './fields';
import { LIMITS, type Store, keepLast } from './store';
import { DEFAULT_STOREFRONT, findStorefront, type Storefront } from './storefronts';

export interface PageHints {
  pageUUID?: string | undefined;
  addressOfficialCountryCode?: string | undefined;
  context?: CreateContext | undefined;
  restrictedAccountType?: RestrictedAccountType | undefined;
}

function defaultStorefront(): Storefront {
  const storefront = findStorefront(DEFAULT_STOREFRONT);
  if (!storefront) throw new Error('default storefront missing');
  return storefront;
}

/** Remembers the page a fields call served; returns its pageUUID. */
export function issuePage(store: Store, page: PageShape, now: number): string {
  const pageUUID = randomUUID();
  store.data.pages.push({
    pageUUID,
    storefront: page.storefront.code,
    context: page.context,
    restrictedAccountType: page.restrictedAccountType,
    at: now,
  });
  keepLast(store.data.pages, LIMITS.pages);
  return pageUUID;
}

/**
 * The page a validate or create call is for: its pageUUID's page, with any storefront, context or
 * restricted kind the call names instead. An unknown storefront falls back to USA, flagged.
 */
export function resolvePage(
  store: Store,
  hints: PageHints,
): { page: PageShape; storefrontKnown: boolean } {
  const issued = hints.pageUUID
    ? store.data.pages.find((p) => p.pageUUID === hints.pageUUID)
    : undefined;
  const code = hints.addressOfficialCountryCode ?? issued?.storefront ?? DEFAULT_STOREFRONT;
  const storefront = findStorefront(code);
  const context = hints.context ?? (issued?.context as CreateContext | undefined) ?? 'create';
  const restricted =
    hints.restrictedAccountType ??
    (issued?.restrictedAccountType as RestrictedAccountType | null | undefined) ??
    null;
  return {
    page: {
      storefront: storefront ?? defaultStorefront(),
      context,
      restrictedAccountType: restricted,
    },
    storefrontKnown: storefront !== undefined,
  };
}
