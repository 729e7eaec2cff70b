/** Set while the page loads again after its start-up code did not arrive: it does so once. */
const RELOADED_KEY = 'sheet-start-up-reloaded';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

type StartUpDeps = {
  /** what the page shows when the start-up code did not arrive after the reload either */
  giveUp: (error: unknown) => void;
  /** by default the page's session storage, read only when needed */
  storage?: FlagStorage;
  reload?: () => void;
};

/**
 * Loads the shell's start-up code (`load`: its bootstrap import) and starts it. Webpack gives a
 * chunk up after the sheet's load time-out (4 s): on a link slow enough that a start-up chunk takes
 * longer, or one that dropped it (or a server that answers it with an error), nothing would ever
 * draw the sheet, and importing again in the same page does not help (the federation runtime keeps
 * the shared modules that failed). So the page loads again, once, and takes the chunks that arrived
 * late from the cache. A start that fails after that reload gives up: `giveUp` shows the error.
 */
export async function startUp<T>(
  load: () => Promise<T>,
  start: (module: T) => void,
  { giveUp, storage, reload = () => window.location.reload() }: StartUpDeps,
): Promise<void> {
  const reloaded = reloadedFlag(storage);
  let module: T;
  try {
    module = await load();
  } catch (error) {
    if (reloaded.isSet()) {
      giveUp(error);
      return;
    }
    reloaded.set(true);
    reload();
    return;
  }
  reloaded.set(false);
  start(module);
}

/**
 * The flag in `given`, or in the page's session storage. Storage a WebView has turned off is
 * missing or throws, even on being looked up: the flag then reads as set, and the page never loads
 * again on its own.
 */
function reloadedFlag(given: FlagStorage | undefined) {
  const storage = (): FlagStorage => given ?? window.sessionStorage;
  return {
    isSet(): boolean {
      try {
        return storage().getItem(RELOADED_KEY) !== null;
      } catch {
        return true;
      }
    },
    set(on: boolean): void {
      try {
        if (on) storage().setItem(RELOADED_KEY, '1');
        else storage().removeItem(RELOADED_KEY);
      } catch {
        // Nothing kept: isSet reads as set.
      }
    },
  };
}
