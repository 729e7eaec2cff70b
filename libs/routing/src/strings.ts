import type { Messages } from '@sheet/i18n';
import { registerNamespace } from '@sheet/i18n';

/** Strings of the frame itself: loading, load failures, not found. */
export const ROUTING_NAMESPACE = 'routing';

export function registerRoutingStrings(): void {
  registerNamespace(
    ROUTING_NAMESPACE,
    (language) =>
      import(/* webpackChunkName: "strings-[request]" */ `./locales/${language}.json`) as Promise<{
        default: Messages;
      }>,
  );
}
