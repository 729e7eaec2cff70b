/**
 * Work that waits for the first screen: the shell's later duties (the service worker, the screens'
 * web vitals) start once a screen has what it needs and the browser is idle (compose.tsx), so they
 * neither compete with the first screen for the network and the main thread nor add to its first
 * route.
 */
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Settles once the first screen is ready and the browser idle (at once if that was already). */
export function firstScreenReady(): Promise<void> {
  return ready;
}

/** A screen is ready (compose.tsx): what waited for the first one may start. */
export function screenIsReady(): void {
  markReady();
}
