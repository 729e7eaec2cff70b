import { registerNamespace, type Messages } from '@sheet/i18n';

/** The texts of the error catalogue. */
export const SERVICES_NAMESPACE = 'services';

export function registerServiceStrings(): void {
  registerNamespace(
    SERVICES_NAMESPACE,
    (language) =>
      import(/* webpackChunkName: "strings-[request]" */ `./locales/${language}.json`) as Promise<{
        default: Messages;
      }>,
  );
}
