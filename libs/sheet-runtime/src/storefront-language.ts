import { loadLanguage } from '@sheet/i18n';
import { applyPresentation } from '@sheet/reference';
import { languageFor } from './launch-params';
import { useSheetContext } from './sheet-context';

/**
 * The sheet follows a storefront the person chose in a form: it keeps its language when that
 * storefront offers it, else it switches to the storefront's own (spec §9). Strings that fail to
 * load leave the language as it was: the form stays usable.
 */
export async function followStorefrontLanguage(storefront: string): Promise<void> {
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
