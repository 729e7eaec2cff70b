import type { Messages } from '@sheet/i18n';
import { ACCOUNT_FORM_STRINGS } from '@sheet/account-form';
import { defineRemoteRoutes } from '@sheet/sheet-runtime';
import { NAMESPACE } from './namespace';

/** What the shell mounts (exposed as `./routes`): this flow's screens, page ids and strings. */
export default defineRemoteRoutes({
  remote: 'channel_linking',
  namespace: NAMESPACE,
  loadMessages: (language) =>
    import(/* webpackChunkName: "strings-[request]" */ `./locales/${language}.json`) as Promise<{
      default: Messages;
    }>,
  routes: [
    {
      path: ':storefront/subscription/link',
      pageId: 'ChannelPlatformLanding',
      loadScreen: () => import(/* webpackChunkName: "landing" */ './landing/ChannelLandingScreen'),
      prefetch: ['channel-sms-verification'],
    },
    {
      path: 'channel-platform-success-china',
      pageId: 'ChannelPlatformSuccessChina',
      loadScreen: () =>
        import(/* webpackChunkName: "success-china" */ './success-china/ChinaSuccessScreen'),
    },
    {
      path: 'channel-sms-verification',
      pageId: 'SmsVerificationCode',
      loadScreen: () =>
        import(
          /* webpackChunkName: "sms-verification" */ './sms-verification/SmsVerificationScreen'
        ),
    },
  ],
  // the code form's words (from the account form), loaded with this remote's own
  libraryStrings: [ACCOUNT_FORM_STRINGS],
});
