/**
 * Terms and Conditions: one current version for every storefront, an HTML body by storefront.
 * One storefront (`HOSTILE_TERMS_STOREFRONT`, CAN) serves hostile HTML so the sheet's sanitiser is
 * exercised end to end: a script, inline handlers, a form and a `javascript:` link.
 */
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

/** The terms as an HTML fragment; the hostile storefront's has active content mixed in. */
export function termsHtml(storefront: Storefront): string {
  const name = escapeHtml(storefront.name);
  const link = escapeHtml(legalLinks(storefront).terms);
  const privacy = escapeHtml(legalLinks(storefront).privacy);
  const hostile = storefront.code === HOSTILE_TERMS_STOREFRONT;
  const p = (text: string, attributes = '') => `<p${attributes}>${text}</p>`;

  const parts = [
    `<h2>Apple Media Services Terms and Conditions (${name})</h2>`,
    p(
      `These terms and conditions create a contract between you and Apple (the "Agreement") ` +
        `for your use of the media services in ${name} (the "Services"). Please read the ` +
        'Agreement carefully. To confirm that you understand and accept it, tap Agree.',
    ),
    hostile ? `<script>${RUN}</script>` : '',
    p(
      `The Services are available to you only in ${name}. You agree not to use or try to use the ` +
        'Services from outside that country or region. Apple may use technologies to verify your ' +
        'compliance.',
      hostile ? ` onclick="${RUN}"` : '',
    ),
    p(
      'To use the Services you need an Apple Account, compatible hardware and software, and internet ' +
        'access. Fees may apply. The Services may be updated from time to time and some features may ' +
        'not be available on every device.',
    ),
    p(
      (hostile ? `<img src="x" onerror="${RUN}">` : '') +
        'You are responsible for keeping your account details confidential and for all activity on ' +
        'your account. Notify Apple at once if you believe your account has been used without your ' +
        'permission.',
    ),
    p('When you use the Services you agree:'),
    '<ul>' +
      '<li>to pay for everything you buy, including taxes that apply in your storefront;</li>' +
      '<li>not to copy, share or resell content except as these terms allow;</li>' +
      "<li>not to interfere with the Services or other people's use of them.</li>" +
      '</ul>',
    hostile
      ? `<form action="https://example.invalid/terms-copy" method="post">` +
        '<label for="terms-email">To receive a copy of these terms by email, enter your email address.</label>' +
        '<input id="terms-email" name="email" type="email">' +
        '<button type="submit">Send a copy</button>' +
        '</form>'
      : '',
    p(
      'Subscriptions renew automatically until you cancel them. You can cancel a subscription at ' +
        'least a day before it renews in your account settings. Free trials turn into paid ' +
        'subscriptions unless you cancel before the trial ends.',
    ),
    p(
      'Content you buy is yours to use on your devices under the usage rules of the Services. ' +
        'Some content may be removed by its provider; Apple is not responsible for content that is ' +
        'no longer available.',
    ),
    p(
      `Apple handles your personal information as described in the <a href="${privacy}">Apple ` +
        'Privacy Policy</a>. By using the Services you agree that Apple may collect and use ' +
        'technical data about your devices to provide the Services.',
    ),
    p(
      'Apple may change this Agreement. If it does, you will be asked to accept the new terms before ' +
        'you continue to use the Services. Changes do not apply to purchases you made before them.',
    ),
    hostile
      ? p(
          'If you opted in to marketing, you can ' +
            `<a href="javascript:${RUN}">manage your marketing preferences</a> at any time in ` +
            'your account settings.',
        )
      : '',
    p(
      `This Agreement is governed by the laws that apply in ${name}, except where the law of your ` +
        'place of residence gives you rights that cannot be waived.',
    ),
    p(
      `Read the full terms at <a href="${link}">${link}</a>. ` +
        `Version ${CURRENT_TERMS_VERSION}.`,
    ),
  ];
  return parts.filter((part) => part !== '').join('\n');
}

export function termsFor(storefront: Storefront, termsType = 'newTermsStatement'): Terms {
  const title =
    termsType === 'newTermsStatement'
      ? 'Apple Media Services Terms and Conditions have changed'
      : 'Apple Media Services Terms and Conditions';
  return {
    termsVersionId: CURRENT_TERMS_VERSION,
    title,
    text: termsHtml(storefront),
    marketingOptIn: storefront.marketingOptIn,
  };
}
