import type { LibraryStrings, Messages } from '@sheet/i18n';

/** The account form's own words: field labels, its errors, the code form. */
export const ACCOUNT_FORM_NAMESPACE = 'account-form';

/** What a remote that shows the account form loads with its own strings (see defineRemoteRoutes). */
export const ACCOUNT_FORM_STRINGS: LibraryStrings = {
  namespace: ACCOUNT_FORM_NAMESPACE,
  loadMessages: (language) =>
    import(/* webpackChunkName: "strings-[request]" */ `./locales/${language}.json`) as Promise<{
      default: Messages;
    }>,
};
