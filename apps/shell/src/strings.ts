import { registerNamespace } from '@sheet/i18n';
import shellNamespaces from './shell-namespaces.json';
import { loadShellMessages } from './strings-preload';

/** The shell's own strings: what it says when no host is there to act. */
export const SHELL_NAMESPACE = 'shell';

/**
 * The namespaces whose strings the shell loads itself, at start-up: its own and its libraries'
 * (a namespace is named after its project's folder). The build reads the same list
 * (tools/webpack-config): a remote's manifest leaves these out of its first-route strings.
 */
export const SHELL_NAMESPACES: readonly string[] = shellNamespaces;

export function registerShellStrings(): void {
  registerNamespace(SHELL_NAMESPACE, loadShellMessages);
}
