import { useEffect } from 'react';

type BackHandler = () => void;
let oneTimeHandler: BackHandler | undefined;

/** A screen's own answer to the host's back button, used once (spec §2), then forgotten. */
export function setOneTimeBackHandler(handler: BackHandler | undefined): void {
  oneTimeHandler = handler;
}

/** Takes the one-time handler, if any: whoever takes it runs it, and nobody runs it twice. */
export function takeOneTimeBackHandler(): BackHandler | undefined {
  const handler = oneTimeHandler;
  oneTimeHandler = undefined;
  return handler;
}

/** Sets a one-time back handler while the screen is shown; leaving the screen clears it. */
export function useOneTimeBackHandler(handler: BackHandler): void {
  useEffect(() => {
    setOneTimeBackHandler(handler);
    return () => {
      if (oneTimeHandler === handler) oneTimeHandler = undefined;
    };
  }, [handler]);
}
