import { registerNamespace, type Messages } from '@sheet/i18n';

/** The shell's own strings: what it says when no host is there to act. */
export const SHELL_NAMESPACE = 'shell';

export function registerShellStrings(): void {
  registerNamespace(
    SHELL_NAMESPACE,
    (language) =>
      import(
        /* webpackChunkName: "strings-shell-[request]" */ `./locales/${language}.json`
      ) as Promise<{
        default: Messages;
      }>,
  );
}
