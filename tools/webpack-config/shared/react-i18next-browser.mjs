// What the sheet provides under the shared key `react-i18next`: the provider, the hook and the
// i18next plugin. A shared module cannot be tree-shaken (no build knows what the other builds
// use), so the whole package would bring `Trans` and its HTML parser (about 7 KB gzip) to the first
// screen; this list lets webpack shake them out once, here (ADR 0002).
// An export missing here fails `tools/webpack-config/src/shared-subsets.test.ts`.
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next-full';
