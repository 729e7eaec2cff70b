import { registerNamespace } from '@sheet/i18n';
import { loadShellMessages } from './strings-preload';

/** The shell's own strings: what it says when no host is there to act. */
export const SHELL_NAMESPACE = 'shell';

export function registerShellStrings(): void {
  registerNamespace(SHELL_NAMESPACE, loadShellMessages);
}
