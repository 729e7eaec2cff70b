import type { Messages } from '@sheet/i18n';
import { ACCOUNT_FORM_STRINGS, readAccountFormQuery } from '@sheet/account-form';
import { defineRemoteRoutes, useSheetContext } from '@sheet/sheet-runtime';
import { DEFAULT_STOREFRONT } from '@sheet/reference';
import { NAMESPACE } from './namespace';
import { personalForm } from './flow/create-account-store';

/** What the shell mounts (exposed as `./routes`): this flow's screens, page ids and strings. */
export default defineRemoteRoutes({
  remote: 'create_account',
  namespace: NAMESPACE,
  loadMessages: (language) =>
    import(/* webpackChunkName: "strings-[request]" */ `./locales/${language}.json`) as Promise<{
      default: Messages;
    }>,
  routes: [
    {
      path: 'account/create/personal',
      pageId: 'Credentials',
      loadScreen: () =>
        import(/* webpackChunkName: "personal" */ './personal/PersonalDetailsScreen'),
      prefetch: ['account/create/verify-email', 'account/create/verify-phone'],
      // The form's fields and options are asked for while the screen's code loads.
      startData: (search) =>
        void personalForm.load(
          readAccountFormQuery(search),
          useSheetContext.getState().launch?.storefront ?? DEFAULT_STOREFRONT,
        ),
    },
    {
      path: 'account/create/verify-email',
      pageId: 'VerificationCode',
      loadScreen: () =>
        import(/* webpackChunkName: "verify-email" */ './verify-email/VerifyEmailScreen'),
    },
    {
      path: 'account/create/verify-phone',
      pageId: 'VerificationCode',
      loadScreen: () =>
        import(/* webpackChunkName: "verify-phone" */ './verify-phone/VerifyPhoneScreen'),
    },
    {
      path: 'account/create/capture-phone-number',
      pageId: 'CapturePhoneNumber',
      loadScreen: () =>
        import(
          /* webpackChunkName: "capture-phone-number" */ './capture-phone-number/CapturePhoneNumberScreen'
        ),
    },
  ],
  // the account form's words (labels, errors), loaded with this remote's own
  libraryStrings: [ACCOUNT_FORM_STRINGS],
});
