import type { Messages } from '@sheet/i18n';
import { registerNamespace } from '@sheet/i18n';

/** Strings of the frame itself: loading, load failures, not found. */
export const SHEET_RUNTIME_NAMESPACE = 'sheet-runtime';

export function registerSheetRuntimeStrings(): void {
  registerNamespace(
    SHEET_RUNTIME_NAMESPACE,
    (language) =>
      import(/* webpackChunkName: "strings-[request]" */ `./locales/${language}.json`) as Promise<{
        default: Messages;
      }>,
  );
}
