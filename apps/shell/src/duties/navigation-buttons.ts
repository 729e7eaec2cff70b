import { notifyHost, type HostBridge, type NavigationButtons } from '@sheet/bridge';
import {
  currentCloseHandler,
  hasOneTimeBackHandler,
  onBackHandlerChange,
  type createSheetRouter,
} from '@sheet/sheet-runtime';
import type { SheetCloseResult } from '@sheet/bridge';
import { routerHistoryIndex } from './back-button';

type SheetRouter = ReturnType<typeof createSheetRouter>;

/** Back on a flow's first screen has nowhere to go, unless the screen answers it; Close always. */
export function navigationButtonsNow(): NavigationButtons {
  return { back: routerHistoryIndex() > 0 || hasOneTimeBackHandler(), close: true };
}

/**
 * Keeps the host's native navigation buttons in step with the screen (after each navigation, and
 * whenever a screen's own Back handler comes or goes), and answers the host's Close: the screen's
 * close handler if it has one, else the sheet closes as cancelled.
 */
export function syncNavigationButtons(options: {
  router: SheetRouter;
  bridge: HostBridge;
  closeSheet: (result?: SheetCloseResult) => Promise<void>;
  report: (error: unknown) => void;
}): () => void {
  let last = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const send = () => {
    const buttons = navigationButtonsNow();
    const key = JSON.stringify(buttons);
    if (key === last) return;
    last = key;
    void notifyHost(options.bridge, 'setNavigationButtons', buttons, options.report);
  };
  // A screen sets its Back handler in an effect: read the state once the screen has rendered.
  const soon = () => {
    clearTimeout(timer);
    timer = setTimeout(send, 0);
  };
  soon();
  const stops = [
    options.router.subscribe(soon),
    onBackHandlerChange(soon),
    options.bridge.on('close', () => {
      const handler = currentCloseHandler();
      if (handler) handler();
      else void options.closeSheet('cancelled');
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
