import { loadLanguage } from '@sheet/i18n';
import { applyPresentation } from '@sheet/reference';
import { languageFor } from './launch-params';
import { useSheetContext } from './sheet-context';

/**
 * The sheet follows a storefront the person chose in a form: it keeps its language when that
 * storefront offers it, else it switches to the storefront's own (spec §9). Strings that fail to
 * load leave the language as it was: the form stays usable.
 *
 * `along` (the form's reload for that storefront): the language changes once it has settled, so
 * the sheet draws the new fields and the new words together. Switching at once drew the whole
 * sheet in the task after the choice, which held the next key's frame back by 50–100 ms on a
 * TV-class CPU (issue 33, ADR 0007).
 */
export async function followStorefrontLanguage(
  storefront: string,
  along: Promise<unknown> = Promise.resolve(),
): Promise<void> {
  await along.catch(() => undefined);
  const { launch, reportError } = useSheetContext.getState();
  if (!launch) return;
  const language = languageFor(launch.language, storefront);
  if (language === launch.language) return;
  try {
    await loadLanguage(language);
  } catch (error) {
    reportError(error);
    return;
  }
  applyPresentation({ ...launch, language });
  useSheetContext.setState({ launch: { ...launch, language } });
}
