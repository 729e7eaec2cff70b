import { useEffect } from 'react';

type Handler = () => void;
let oneTimeHandler: Handler | undefined;
let closeHandler: Handler | undefined;
const changeListeners = new Set<() => void>();
const changed = () => changeListeners.forEach((listener) => listener());

/** A screen's own answer to the host's back button, used once (spec §2), then forgotten. */
export function setOneTimeBackHandler(handler: Handler | undefined): void {
  oneTimeHandler = handler;
  changed();
}

/** Takes the one-time handler, if any: whoever takes it runs it, and nobody runs it twice. */
export function takeOneTimeBackHandler(): Handler | undefined {
  const handler = oneTimeHandler;
  oneTimeHandler = undefined;
  if (handler) changed();
  return handler;
}

/** Whether the screen answers Back itself (the host then shows Back even on a first entry). */
export function hasOneTimeBackHandler(): boolean {
  return oneTimeHandler !== undefined;
}

/** Tells `listener` whenever a screen's back handler comes or goes; returns an unsubscribe. */
export function onBackHandlerChange(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/** Sets a one-time back handler while the screen is shown; leaving the screen clears it. */
export function useOneTimeBackHandler(handler: Handler): void {
  useEffect(() => {
    setOneTimeBackHandler(handler);
    return () => {
      if (oneTimeHandler === handler) setOneTimeBackHandler(undefined);
    };
  }, [handler]);
}

/**
 * A screen's answer to the host's Close button (e.g. the terms: leaving tells the host nothing
 * was agreed); without one, Close closes the sheet as cancelled.
 */
export function useCloseHandler(handler: Handler): void {
  useEffect(() => {
    closeHandler = handler;
    return () => {
      if (closeHandler === handler) closeHandler = undefined;
    };
  }, [handler]);
}

export function currentCloseHandler(): Handler | undefined {
  return closeHandler;
}
