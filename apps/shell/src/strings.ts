import { i18n, registerNamespace } from '@sheet/i18n';
import shellNamespaces from './shell-namespaces.json';
import { loadShellMessages } from './strings-preload';

/** The shell's own strings at start-up: the page's title. */
const SHELL_NAMESPACE = 'shell';

/**
 * What the shell says when no host is there to act (a plain browser): never on a first screen,
 * and never inside a host, so its words load when first needed.
 */
export const ANNOUNCEMENTS_NAMESPACE = 'shell-announcements';

/**
 * The namespaces whose strings the shell loads itself, at start-up: its own and its libraries'
 * (a namespace is named after its project's folder). The build reads the same list
 * (tools/webpack-config): a remote's manifest leaves these out of its first-route strings.
 */
export const SHELL_NAMESPACES: readonly string[] = shellNamespaces;

export function registerShellStrings(): void {
  registerNamespace(SHELL_NAMESPACE, loadShellMessages);
  registerNamespace(ANNOUNCEMENTS_NAMESPACE, (language) =>
    import(/* webpackChunkName: "announcements" */ './announcements/load-announcements').then(
      ({ loadAnnouncements }) => loadAnnouncements(language),
    ),
  );
}

/**
 * The page's title, which a screen reader says first and a browser's tab shows, follows the
 * sheet's language.
 */
export function followSheetTitle(): void {
  i18n.on('languageChanged', () => {
    document.title = i18n.t('sheetTitle', { ns: SHELL_NAMESPACE }) || document.title;
  });
}
