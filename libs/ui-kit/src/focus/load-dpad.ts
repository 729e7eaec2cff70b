import type { DpadOptions } from './dpad';

/**
 * Installs D-pad focus navigation (see ./dpad). Only a TV needs it, so its code is a chunk of its
 * own that a phone never downloads. Resolves with the function that stops it.
 */
export async function installDpadNavigation(
  root: HTMLElement,
  options?: DpadOptions,
): Promise<() => void> {
  const dpad = await import(/* webpackChunkName: "ui-kit-dpad" */ './dpad');
  return dpad.installDpadNavigation(root, options);
}
