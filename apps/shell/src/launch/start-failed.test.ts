import { getByRole } from '@testing-library/dom';
import { showStartFailed } from './start-failed';

describe('showStartFailed', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<link rel="preload" href="/account-sheet/shared-libs.css" as="style">' +
      '<link rel="preload" href="/account-sheet/shared-stack.js" as="script">';
    document.body.innerHTML = '<div id="root"></div>';
  });

  it('says in the sheet’s language that the page did not load, right to left, with Try Again', () => {
    const reload = jest.fn();
    showStartFailed({ language: 'ar', theme: 'dark', device: 'tv' }, reload);

    const alert = getByRole(document.body, 'alert', { name: 'تعذّر تحميل هذه الصفحة' });
    expect(alert).toHaveTextContent('تحقّق من اتصالك بالإنترنت');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement.dataset).toMatchObject({ theme: 'dark', device: 'tv' });
    const retry = getByRole(alert, 'button', { name: 'إعادة المحاولة' });
    expect(retry).toHaveFocus();
    retry.click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('falls back to the default language for one the sheet does not ship', () => {
    showStartFailed({ language: 'xx-yy', theme: 'light', device: 'phone' }, jest.fn());
    expect(getByRole(document.body, 'alert', { name: 'This Page Didn’t Load' })).toBeVisible();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('applies the stylesheet the page preloaded, once', () => {
    showStartFailed({ language: 'en-us', theme: 'light', device: 'phone' }, jest.fn());
    showStartFailed({ language: 'en-us', theme: 'light', device: 'phone' }, jest.fn());
    const applied = document.head.querySelectorAll('link[rel="stylesheet"]');
    expect([...applied].map((link) => new URL(link.getAttribute('href') ?? '').pathname)).toEqual([
      '/account-sheet/shared-libs.css',
    ]);
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(1);
  });
});
