import type { Messages } from '@sheet/i18n';
import { defineRemoteRoutes } from '@sheet/sheet-runtime';
import { NAMESPACE } from './namespace';

/** What the shell mounts (exposed as `./routes`): this flow's screens, page ids and strings. */
export default defineRemoteRoutes({
  remote: 'terms_privacy',
  namespace: NAMESPACE,
  loadMessages: (language) =>
    import(/* webpackChunkName: "strings-[request]" */ `./locales/${language}.json`) as Promise<{
      default: Messages;
    }>,
  routes: [
    {
      path: 'terms',
      pageId: 'TermsAgreement',
      loadScreen: () => import(/* webpackChunkName: "terms" */ './terms/TermsScreen'),
    },
    {
      path: 'privacy-consent',
      pageId: 'PrivacyConsent',
      loadScreen: () =>
        import(/* webpackChunkName: "privacy-consent" */ './privacy-consent/PrivacyConsentScreen'),
    },
  ],
});
