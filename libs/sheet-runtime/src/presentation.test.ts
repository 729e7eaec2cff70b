import { applyPresentation } from './index';

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
