import { registerNamespace, type Messages } from '@sheet/i18n';

/** The ui-kit's own words (digit labels, resend, date parts); the app passes everything else. */
export const UI_KIT_NAMESPACE = 'ui-kit';

export function registerUiKitStrings(): void {
  registerNamespace(
    UI_KIT_NAMESPACE,
    (language) =>
      import(/* webpackChunkName: "strings-[request]" */ `./locales/${language}.json`) as Promise<{
        default: Messages;
      }>,
  );
}
