import type { Messages } from '@sheet/i18n';
import { ACCOUNT_FORM_STRINGS } from '@sheet/account-form';
import { defineRemoteRoutes } from '@sheet/sheet-runtime';
import { NAMESPACE } from './namespace';

/** What the shell mounts (exposed as `./routes`): this flow's screens, page ids and strings. */
export default defineRemoteRoutes({
  remote: 'carrier_linking',
  namespace: NAMESPACE,
  loadMessages: (language) =>
    import(/* webpackChunkName: "strings-[request]" */ `./locales/${language}.json`) as Promise<{
      default: Messages;
    }>,
  routes: [
    {
      path: 'account/carrier-linking',
      pageId: 'CarrierLinking',
      loadScreen: () =>
        import(/* webpackChunkName: "carrier-linking" */ './carrier-linking/CarrierLinkingScreen'),
    },
  ],
  // the account form's words (labels, errors), loaded with this remote's own
  libraryStrings: [ACCOUNT_FORM_STRINGS],
});
