import { applyDocumentLanguage } from '@sheet/i18n';
import { languageScript } from '@sheet/reference';
import type { Device, Theme } from './launch-params';

const SCRIPT_CLASS_PREFIX = 'sk-script-';

/** Theme, device and the language's script (for the font stack) on <html>; lang and dir too. */
export function applyPresentation(
  settings: { theme: Theme; device: Device; language: string },
  root: HTMLElement = document.documentElement,
): void {
  root.dataset.theme = settings.theme;
  root.dataset.device = settings.device;
  applyDocumentLanguage(settings.language, root);
  root.classList.forEach(
    (name) => name.startsWith(SCRIPT_CLASS_PREFIX) && root.classList.remove(name),
  );
  const script = languageScript(settings.language);
  if (script) root.classList.add(`${SCRIPT_CLASS_PREFIX}${script}`);
}
