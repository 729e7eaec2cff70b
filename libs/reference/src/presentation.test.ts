import { applyPresentation, textDirection } from './index';

describe('applyPresentation', () => {
  it('sets theme, device, lang, dir and the script class', () => {
    const root = document.createElement('html');
    root.classList.add('sk-script-latin');
    applyPresentation({ theme: 'dark', device: 'tv', language: 'ar' }, root);
    expect(root.dataset).toMatchObject({ theme: 'dark', device: 'tv' });
    expect(root).toHaveAttribute('dir', 'rtl');
    expect(root).toHaveAttribute('lang', 'ar');
    expect([...root.classList]).toEqual(['sk-script-non-latin-accent']);
  });
});

describe('textDirection', () => {
  it.each(['ar', 'ar-sa', 'he', 'iw-il', 'ur', 'UR_PK'])('%s reads right to left', (language) => {
    expect(textDirection(language)).toBe('rtl');
  });
  it.each(['en-us', 'zh-cn', 'fr-ca', 'ko'])('%s reads left to right', (language) => {
    expect(textDirection(language)).toBe('ltr');
  });
});
