import type { SheetCloseResult } from '@sheet/bridge';
import { takeOneTimeBackHandler } from '@sheet/sheet-runtime';

/**
 * The host's back button (and Android TV's back key), spec §2: a screen's one-time handler runs
 * if one is set; otherwise the first history entry closes the sheet (the person left: cancelled) and any later one goes back.
 */
export function createBackButtonHandler(options: {
  historyIndex: () => number;
  goBack: () => void;
  closeSheet: (result?: SheetCloseResult) => Promise<void>;
}): () => void {
  return () => {
    const custom = takeOneTimeBackHandler();
    if (custom) return custom();
    if (options.historyIndex() <= 0) void options.closeSheet('cancelled');
    else options.goBack();
  };
}

/** React Router keeps the index of the current entry in history.state.idx. */
export function routerHistoryIndex(): number {
  const state: unknown = window.history.state;
  const index =
    typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined;
  return typeof index === 'number' ? index : 0;
}
