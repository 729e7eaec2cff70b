import DOMPurify from 'dompurify';

/**
 * The terms text is the server's HTML: shown only after DOMPurify has taken out everything that
 * could run or act (scripts, event handlers, `javascript:` and other non-web URLs, forms and their
 * controls, frames, styles). What is left reads as text, with headings, lists and web links.
 */
export function sanitizeTermsHtml(html: string): string | TrustedHTML {
  return DOMPurify.sanitize(html, {
    // Under the production CSP's Trusted Types, markup reaches the page only as TrustedHTML from
    // DOMPurify's own policy (`dompurify`); in a browser without them this is the string.
    RETURN_TRUSTED_TYPE: true,
    FORBID_TAGS: [
      'form',
      'input',
      'button',
      'select',
      'textarea',
      'style',
      'iframe',
      'object',
      'embed',
      'img',
    ],
    FORBID_ATTR: ['style', 'action', 'formaction'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|#)/i,
  });
}
