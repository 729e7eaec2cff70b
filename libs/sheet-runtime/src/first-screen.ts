/** At most this long: a sheet whose screen never gets ready (it shows an error) is not held up. */
const FIRST_SCREEN_WAIT_MS = 5000;

let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called once a screen has what it needs (its data too) and the browser is idle (compose.tsx). */
export function markFirstScreenReady(): void {
  markReady();
}

/**
 * Settles once the first screen is ready, or `maxWaitMs` after the call: what no first screen
 * needs (the shell's reports) waits for it, so it never competes with that screen's own requests.
 */
export function whenFirstScreenReady(maxWaitMs = FIRST_SCREEN_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    void ready.then(resolve);
    setTimeout(resolve, maxWaitMs);
  });
}
