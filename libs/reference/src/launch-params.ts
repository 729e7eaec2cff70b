// Plain functions of the sheet's URL, here (not shared over Module Federation) so the shell's
// entry can read the launch before sharing is set up: it sends the first screen's calls (ADR 0006).
import { DEFAULT_STOREFRONT } from './countries';
import { isProductContext, type ProductContext } from './enums';
import { languagesForStorefront } from './languages';

/** The sheet's language when the host names none the storefront offers (also @sheet/i18n's). */
export const DEFAULT_LANGUAGE = 'en-us';

export type Theme = 'light' | 'dark';
export type Device = 'phone' | 'tv';

/** What the host tells the sheet when it opens it, read once from the sheet's URL. */
export type LaunchParams = {
  language: string;
  storefront: string;
  theme: Theme;
  device: Device;
  productContext: ProductContext;
  /** the host preloads the sheet before showing it: record no page views */
  isAppPreload: boolean;
  screamers: boolean;
  /** QA aid (`?pseudo=true`): every string in the pseudo-language, to find text that does not fit */
  pseudo: boolean;
};

const DEFAULT_PRODUCT_CONTEXT: ProductContext = 'music';

/**
 * The product context comes from a query parameter, else the return path, else the host name
 * (spec §1), e.g. `?productContext=tv`, `?returnPath=/business/account`, `education.example.com`.
 */
export function productContextOf(url: URL): ProductContext {
  const fromQuery = url.searchParams.get('productContext');
  if (fromQuery && isProductContext(fromQuery)) return fromQuery;
  const returnPath = url.searchParams.get('returnPath') ?? '';
  const fromReturnPath = returnPath
    .split(/[/?#]/)
    .find((segment) => segment && isProductContext(segment));
  if (fromReturnPath && isProductContext(fromReturnPath)) return fromReturnPath;
  const fromHost = url.hostname.split('.').find((label) => isProductContext(label));
  return fromHost && isProductContext(fromHost) ? fromHost : DEFAULT_PRODUCT_CONTEXT;
}

/** The host's language if the storefront offers it, else the storefront's first language. */
export function languageFor(requested: string | null, storefront: string): string {
  const offered = languagesForStorefront(storefront);
  const wanted = requested?.trim().toLowerCase().replace(/_/g, '-');
  if (!offered || offered.length === 0) return wanted || DEFAULT_LANGUAGE;
  if (wanted && (offered as readonly string[]).includes(wanted)) return wanted;
  return offered[0] ?? DEFAULT_LANGUAGE;
}

export function readLaunchParams(url: URL): LaunchParams {
  const query = url.searchParams;
  const storefront = (
    query.get('cc') ??
    query.get('storefront') ??
    DEFAULT_STOREFRONT
  ).toUpperCase();
  return {
    language: languageFor(query.get('lang') ?? query.get('l'), storefront),
    storefront,
    theme: query.get('theme') === 'dark' ? 'dark' : 'light',
    device: query.get('device') === 'tv' ? 'tv' : 'phone',
    productContext: productContextOf(url),
    isAppPreload: query.get('isAppPreload') === 'true',
    screamers: query.get('screamers') === 'true',
    pseudo: query.get('pseudo') === 'true',
  };
}
