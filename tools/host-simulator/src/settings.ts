/**
 * The simulator's toolbar values: read from its own query (so a test can open a given state),
 * written back to it, and turned into the sheet's URL.
 */
/** Every language the sheet ships (the storefronts' languages, see @sheet/services). */
export const LANGUAGES = [
  'en-us',
  'en-gb',
  'en-ca',
  'es-mx',
  'fr-fr',
  'fr-ca',
  'de-de',
  'pt-br',
  'ja-jp',
  'ko-kr',
  'zh-cn',
  'zh-tw',
  'zh-hk',
  'hi-in',
  'ar',
  'he',
];
/** Every storefront the service emulator offers. */
export const STOREFRONTS = [
  'USA',
  'CAN',
  'MEX',
  'GBR',
  'FRA',
  'DEU',
  'BRA',
  'IND',
  'CHN',
  'TWN',
  'HKG',
  'JPN',
  'KOR',
  'SAU',
  'ISR',
];
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** The ten screens of the spec (section 2). */
export const SCREENS: readonly { path: string; label: string }[] = [
  { path: '/account/create/personal', label: 'Create account' },
  { path: '/account/create/verify-email', label: 'Verify email' },
  { path: '/account/create/verify-phone', label: 'Verify phone' },
  { path: '/account/create/capture-phone-number', label: 'Capture phone number' },
  { path: '/account/carrier-linking', label: 'Carrier linking' },
  {
    path: '/us/subscription/link?adamId=1007&p=PLAIN_OFFER&t=demo-token',
    label: 'Channel offer landing',
  },
  { path: '/channel-platform-success-china', label: 'China success' },
  { path: '/channel-sms-verification', label: 'Channel SMS verification' },
  { path: '/terms', label: 'Terms' },
  { path: '/privacy-consent', label: 'Privacy consent' },
];

export type Settings = {
  lang: string;
  /** storefront, three letters */
  cc: string;
  theme: Theme;
  tv: boolean;
  signedIn: boolean;
  /** path (and its own query) of the sheet screen */
  path: string;
  preload: boolean;
  /** the SIM's phone number that `getPhoneNumber` answers; null when the device has none */
  phone: string | null;
  /** whether the host signs in with the account the sheet hands over (`handOverDetails` with a `token`) */
  adopt: boolean;
};

/** The SIM number a fresh simulator has. */
export const DEFAULT_PHONE_NUMBER = '+12015550123';

export const DEFAULT_SETTINGS: Settings = {
  lang: 'en-us',
  cc: 'USA',
  theme: 'light',
  tv: false,
  signedIn: false,
  path: SCREENS[0]!.path,
  preload: false,
  phone: DEFAULT_PHONE_NUMBER,
  adopt: true,
};

const LANGUAGE = /^[a-z]{2,3}(-[a-z0-9]{2,4})?$/i;
const STOREFRONT = /^[A-Z]{3}$/;
const truthy = (value: string | null) => value !== null && /^(1|true|yes|on)$/i.test(value);
const falsy = (value: string | null) => value !== null && /^(0|false|no|off)$/i.test(value);

/** The word that, as the `phone` query parameter or typed as the SIM number, means no number. */
const NO_PHONE_NUMBER = 'none';

/**
 * A SIM number as given in the query or typed in the toolbar: trimmed; empty or `none` (any case)
 * means the device has no number (null).
 */
export function parsePhoneNumber(value: string): string | null {
  const text = value.trim();
  return text === '' || text.toLowerCase() === NO_PHONE_NUMBER ? null : text;
}

/** A same-site path only: never a scheme or a protocol-relative `//host`. */
function isSheetPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
}

/**
 * Reads `?lang=ar&cc=SAU&path=/terms&tv=1&theme=dark&signedIn=1&preload=1&phone=none&adopt=0`;
 * unknown values fall back.
 */
export function parseSettings(search: string): Settings {
  const query = new URLSearchParams(search);
  const lang = query.get('lang');
  const cc = query.get('cc')?.toUpperCase() ?? null;
  const theme = query.get('theme');
  const path = query.get('path');
  let phone = query.get('phone');
  // A `+` written as is in a query reads as a space; a number's leading one is kept as `+`.
  if (phone !== null && /(?:^\??|&)phone=\+/.test(search)) phone = `+${phone.slice(1)}`;
  return {
    lang: lang && LANGUAGE.test(lang) ? lang.toLowerCase() : DEFAULT_SETTINGS.lang,
    cc: cc && STOREFRONT.test(cc) ? cc : DEFAULT_SETTINGS.cc,
    theme: theme === 'dark' || theme === 'light' ? theme : DEFAULT_SETTINGS.theme,
    tv: truthy(query.get('tv')),
    signedIn: truthy(query.get('signedIn')),
    path: path && isSheetPath(path) ? path : DEFAULT_SETTINGS.path,
    preload: truthy(query.get('preload')) || truthy(query.get('isAppPreload')),
    phone: phone === null ? DEFAULT_SETTINGS.phone : parsePhoneNumber(phone),
    adopt: !falsy(query.get('adopt')),
  };
}

/** The simulator's own query for these settings (defaults left out). */
export function settingsToSearch(settings: Settings): string {
  const query = new URLSearchParams();
  if (settings.lang !== DEFAULT_SETTINGS.lang) query.set('lang', settings.lang);
  if (settings.cc !== DEFAULT_SETTINGS.cc) query.set('cc', settings.cc);
  if (settings.path !== DEFAULT_SETTINGS.path) query.set('path', settings.path);
  if (settings.theme !== DEFAULT_SETTINGS.theme) query.set('theme', settings.theme);
  if (settings.tv) query.set('tv', '1');
  if (settings.signedIn) query.set('signedIn', '1');
  if (settings.preload) query.set('preload', '1');
  if (settings.phone !== DEFAULT_SETTINGS.phone)
    query.set('phone', settings.phone ?? NO_PHONE_NUMBER);
  if (!settings.adopt) query.set('adopt', '0');
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** `${sheetUrl}${path}` plus lang, cc, theme, device=tv, host=simulator and isAppPreload=true. */
export function buildSheetUrl(sheetUrl: string, settings: Settings): string {
  const url = new URL(`${sheetUrl.replace(/\/+$/, '')}${settings.path}`);
  url.searchParams.set('lang', settings.lang);
  url.searchParams.set('cc', settings.cc);
  url.searchParams.set('theme', settings.theme);
  if (settings.tv) url.searchParams.set('device', 'tv');
  url.searchParams.set('host', 'simulator');
  if (settings.preload) url.searchParams.set('isAppPreload', 'true');
  return url.toString();
}

/** Options for a select: the known ones plus the current value when it came from the query. */
export function withCurrent(options: readonly string[], current: string): string[] {
  return options.includes(current) ? [...options] : [...options, current];
}
