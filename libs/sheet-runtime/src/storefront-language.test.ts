import { i18n, registerNamespace, startI18n } from '@sheet/i18n';
import { followStorefrontLanguage, useSheetContext, type LaunchParams } from './index';

const LAUNCH: LaunchParams = {
  language: 'en-us',
  storefront: 'USA',
  theme: 'light',
  device: 'phone',
  productContext: 'music',
  isAppPreload: false,
  screamers: false,
  pseudo: false,
};

const sheetLanguage = () => useSheetContext.getState().launch?.language;

beforeAll(async () => {
  registerNamespace('demo', async (language) => ({ hello: `hello in ${language}` }));
  await startI18n('en-us', ['demo']);
});

beforeEach(() => useSheetContext.setState({ launch: { ...LAUNCH } }));

describe('followStorefrontLanguage', () => {
  it('keeps the language when the new storefront offers it', async () => {
    useSheetContext.setState({ launch: { ...LAUNCH, language: 'zh-cn' } });
    await followStorefrontLanguage('CHN');
    expect(sheetLanguage()).toBe('zh-cn');
  });

  it('switches to the storefront’s own language otherwise, with the page’s lang and dir', async () => {
    await followStorefrontLanguage('SAU');
    expect(sheetLanguage()).toBe('ar');
    expect(i18n.language).toBe('ar');
    expect(i18n.t('hello', { ns: 'demo' })).toBe('hello in ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');

    await followStorefrontLanguage('CAN');
    expect(sheetLanguage()).toBe('en-ca');
    expect(document.documentElement).toHaveAttribute('lang', 'en-ca');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('keeps the language for a storefront without a list', async () => {
    await followStorefrontLanguage('NZL');
    expect(sheetLanguage()).toBe('en-us');
  });
});
