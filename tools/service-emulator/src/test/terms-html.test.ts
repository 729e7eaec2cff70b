/**
 * @jest-environment jsdom
 */
// The terms HTML parsed by a browser parser (jsdom, in a <template>: nothing runs) and cleaned by
// DOMPurify, as a sheet would: every storefront's is well-formed terms, and the hostile one's active
// content is all there to be removed, leaving text that still reads as terms.
import DOMPurify from 'dompurify';
import { STOREFRONTS } from '../storefronts';
import { HOSTILE_TERMS_STOREFRONT, TERMS_SCRIPT_FLAG, termsHtml } from '../terms';

function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** Every element with an attribute whose name starts with `on` (an inline handler). */
function withHandlers(root: DocumentFragment): Element[] {
  return [...root.querySelectorAll('*')].filter((el) =>
    [...el.attributes].some((a) => a.name.toLowerCase().startsWith('on')),
  );
}

function visibleText(root: DocumentFragment): string {
  const copy = root.cloneNode(true) as DocumentFragment;
  for (const el of copy.querySelectorAll('script')) el.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

describe('terms HTML', () => {
  it.each(STOREFRONTS.map((s) => [s.code, s] as const))(
    '%s: a heading, 8-12 paragraphs, a list and https links, naming the storefront',
    (_code, storefront) => {
      const doc = parse(termsHtml(storefront));
      expect(doc.firstElementChild?.tagName).toBe('H2');
      expect(doc.querySelectorAll('h2')).toHaveLength(1);
      const paragraphs = doc.querySelectorAll('p').length;
      expect(paragraphs).toBeGreaterThanOrEqual(8);
      expect(paragraphs).toBeLessThanOrEqual(12);
      expect(doc.querySelectorAll('ul > li').length).toBeGreaterThanOrEqual(2);
      const https = [...doc.querySelectorAll('a')].filter((a) =>
        a.getAttribute('href')?.startsWith('https://'),
      );
      expect(https.length).toBeGreaterThanOrEqual(1);
      const text = visibleText(doc);
      expect(text).toContain(storefront.name);
      expect(text).toContain('Terms and Conditions');
      expect(text).toContain('Version 42.');
      // Long enough to scroll on a phone.
      expect(text.length).toBeGreaterThan(2000);
    },
  );

  it.each(STOREFRONTS.filter((s) => s.code !== HOSTILE_TERMS_STOREFRONT).map((s) => [s.code, s]))(
    '%s: no active content',
    (_code, storefront) => {
      const html = termsHtml(storefront);
      const doc = parse(html);
      expect(doc.querySelectorAll('script, form, input, button, img, iframe')).toHaveLength(0);
      expect(withHandlers(doc)).toEqual([]);
      expect(html).not.toContain('javascript:');
      expect(html).not.toContain(TERMS_SCRIPT_FLAG);
      expect(DOMPurify.sanitize(html)).toBe(html);
    },
  );

  it('CAN: a script, an inline handler, an img onerror, a form with an input and a javascript: link', () => {
    const canada = STOREFRONTS.find((s) => s.code === HOSTILE_TERMS_STOREFRONT);
    if (!canada) throw new Error('no hostile storefront');
    const html = termsHtml(canada);
    const run = 'window.__termsScriptRan = true';
    expect(html).toContain(`<script>${run}</script>`);
    expect(html).toContain(`<p onclick="${run}">`);
    expect(html).toContain(`<img src="x" onerror="${run}">`);
    expect(html).toContain(`<a href="javascript:${run}">`);

    const doc = parse(html);
    expect([...doc.querySelectorAll('script')].map((s) => s.textContent)).toEqual([run]);
    expect(withHandlers(doc).map((el) => el.tagName)).toEqual(['P', 'IMG']);
    expect(doc.querySelector('p[onclick]')?.getAttribute('onclick')).toBe(run);
    expect(doc.querySelector('img')?.getAttribute('onerror')).toBe(run);
    expect(doc.querySelectorAll('form')).toHaveLength(1);
    expect(doc.querySelectorAll('form input')).toHaveLength(1);
    const scriptLinks = [...doc.querySelectorAll('a')].filter((a) =>
      a.getAttribute('href')?.startsWith('javascript:'),
    );
    expect(scriptLinks.map((a) => a.getAttribute('href'))).toEqual([`javascript:${run}`]);
    // The https links are still there.
    expect(doc.querySelector('a[href^="https://"]')).not.toBeNull();

    // The visible text reads as terms: the flag never shows outside the active content.
    const text = visibleText(doc);
    expect(text).toContain('Canada');
    expect(text).toContain('manage your marketing preferences');
    expect(text).not.toContain('__termsScriptRan');
  });

  it('CAN: a sanitiser (DOMPurify defaults) removes what runs and keeps the terms', () => {
    const canada = STOREFRONTS.find((s) => s.code === HOSTILE_TERMS_STOREFRONT);
    if (!canada) throw new Error('no hostile storefront');
    const clean = DOMPurify.sanitize(termsHtml(canada));
    expect(clean).not.toContain(TERMS_SCRIPT_FLAG);
    expect(clean).not.toContain('javascript:');
    const doc = parse(clean);
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    expect(withHandlers(doc)).toEqual([]);
    expect(doc.querySelectorAll('p').length).toBeGreaterThanOrEqual(8);
    const text = visibleText(doc);
    expect(text).toContain('Apple Media Services Terms and Conditions (Canada)');
    expect(text).toContain('The Services are available to you only in Canada.');
    expect(text).toContain('manage your marketing preferences');
  });
});
