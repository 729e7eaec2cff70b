/**
 * Terms and Conditions: one current version for every storefront, an HTML body by storefront.
 * One storefront (`HOSTILE_TERMS_STOREFRONT`, CAN) serves hostile HTML so the sheet's sanitiser is
 * exercised end to end: a script, inline handlers, a form and a `javascript:` link.
 */
import { say } from './messages';
import { legalLinks, type Storefront } from './storefronts';

/** The version termsCheck accepts; any other id is stale (`TermsVersionMismatch`). */
export const CURRENT_TERMS_VERSION = '42';

/** The storefront whose terms HTML carries active content a sanitiser must remove. */
export const HOSTILE_TERMS_STOREFRONT = 'CAN';

/** What every piece of hostile content runs: the flag a test reads to see that none ran. */
export const TERMS_SCRIPT_FLAG = 'window.__termsScriptRan';
const RUN = `${TERMS_SCRIPT_FLAG} = true`;

export interface Terms {
  termsVersionId: string;
  title: string;
  /** An HTML fragment (heading, paragraphs, a list, links). */
  text: string;
  marketingOptIn: Storefront['marketingOptIn'];
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * The storefront's name in `language`: the emulator's own English names (which say "China
 * mainland"), the catalogue's for China in other languages, else the browser's names.
 */
function countryName(storefront: Storefront, language: string): string {
  if (language.startsWith('en')) return storefront.name;
  if (storefront.code === 'CHN') return say(language, 'countryChinaMainland');
  try {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    return names.of(storefront.iso2.toUpperCase()) ?? storefront.name;
  } catch {
    return storefront.name;
  }
}

/** The terms as an HTML fragment in `language`; the hostile storefront's has active content mixed in. */
export function termsHtml(storefront: Storefront, language = 'en-us'): string {
  const country = escapeHtml(countryName(storefront, language));
  const link = escapeHtml(legalLinks(storefront).terms);
  const privacy = escapeHtml(legalLinks(storefront).privacy);
  const hostile = storefront.code === HOSTILE_TERMS_STOREFRONT;
  const p = (text: string, attributes = '') => `<p${attributes}>${text}</p>`;
  const words = (key: string, params: Record<string, string> = {}) =>
    say(language, key, { country, ...params });

  const parts = [
    `<h2>${words('termsHeading')}</h2>`,
    p(words('termsContract')),
    hostile ? `<script>${RUN}</script>` : '',
    p(words('termsAvailability'), hostile ? ` onclick="${RUN}"` : ''),
    p(words('termsRequirements')),
    p((hostile ? `<img src="x" onerror="${RUN}">` : '') + words('termsAccountSafety')),
    p(words('termsYouAgree')),
    '<ul>' +
      `<li>${words('termsAgreePay')}</li>` +
      `<li>${words('termsAgreeCopy')}</li>` +
      `<li>${words('termsAgreeInterfere')}</li>` +
      '</ul>',
    hostile
      ? `<form action="https://example.invalid/terms-copy" method="post">` +
        `<label for="terms-email">${words('termsCopyByEmail')}</label>` +
        '<input id="terms-email" name="email" type="email">' +
        `<button type="submit">${words('termsSendCopy')}</button>` +
        '</form>'
      : '',
    p(words('termsSubscriptions')),
    p(words('termsContent')),
    p(words('termsPrivacy', { privacyLink: `<a href="${privacy}">`, end: '</a>' })),
    p(words('termsChanges')),
    hostile
      ? p(
          words('termsMarketing', {
            link: `<a href="javascript:${RUN}">${words('termsMarketingLink')}</a>`,
          }),
        )
      : '',
    p(words('termsLaw')),
    p(
      words('termsReadFull', {
        link: `<a href="${link}">${link}</a>`,
        version: String(CURRENT_TERMS_VERSION),
      }),
    ),
  ];
  return parts.filter((part) => part !== '').join('\n');
}

export function termsFor(
  storefront: Storefront,
  termsType = 'newTermsStatement',
  language = 'en-us',
): Terms {
  const title = say(
    language,
    termsType === 'newTermsStatement' ? 'termsTitleChanged' : 'termsTitle',
  );
  return {
    termsVersionId: CURRENT_TERMS_VERSION,
    title,
    text: termsHtml(storefront, language),
    marketingOptIn: storefront.marketingOptIn,
  };
}
