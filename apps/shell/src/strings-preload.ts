// Kept free of shared modules: main.ts asks for the strings before sharing is set up.
import type { Messages } from '@sheet/i18n';

/**
 * The shell's strings for a language. Its libraries' strings (sheet-runtime, services, ui-kit) share the
 * chunk name, so one chunk per language holds them all.
 */
export const loadShellMessages = (language: string) =>
  import(/* webpackChunkName: "strings-[request]" */ `./locales/${language}.json`) as Promise<{
    default: Messages;
  }>;

/** Asks for a language's strings now, so they are here when i18n starts; a miss costs nothing. */
export function preloadShellStrings(language: string): void {
  loadShellMessages(language).catch(() => undefined);
}
