import { normaliseLanguage } from './languages';

export type Messages = { [key: string]: string | Messages };
export type MessagesLoader = (language: string) => Promise<Messages | { default: Messages }>;

/** A library's own strings, loaded by whoever shows its screens (a remote, with its own). */
export type LibraryStrings = { namespace: string; loadMessages: MessagesLoader };

const loadersByNamespace = new Map<string, MessagesLoader>();

/**
 * A namespace is one owner's strings (the shell's, or one remote's); its loader brings one
 * language's file. A flow team ships its strings with its remote this way.
 */
export function registerNamespace(namespace: string, loader: MessagesLoader): void {
  loadersByNamespace.set(namespace, loader);
}

/** Loads one namespace in one language; resolves to an empty table when that language has no file. */
export async function loadMessages(language: string, namespace: string): Promise<Messages> {
  const loader = loadersByNamespace.get(namespace);
  if (!loader) throw new Error(`No strings registered for namespace "${namespace}"`);
  try {
    const loaded = await loader(normaliseLanguage(language));
    return 'default' in loaded && typeof loaded.default === 'object'
      ? loaded.default
      : (loaded as Messages);
  } catch (error) {
    if (isMissingFile(error)) return {};
    throw error;
  }
}

// A webpack context import of a language we ship no file for fails synchronously with this code.
function isMissingFile(error: unknown): boolean {
  return error instanceof Error && (error as { code?: string }).code === 'MODULE_NOT_FOUND';
}
