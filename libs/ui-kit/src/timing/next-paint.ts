/** A page that draws no frames (hidden) still goes on after this long. */
const WITHOUT_FRAMES_MS = 1000;

/**
 * Resolves once the browser has drawn the next frame: what a person's key or tap changed is on
 * screen, and the work it starts (calls, a whole form turning busy) comes after, not before, that
 * frame. On a TV-class CPU that work made a choice take 150 ms to show (issue 33,
 * docs/adr/0007-interactions-on-a-tv-class-cpu.md). A frame's callbacks run before it paints;
 * the task after them runs once it has.
 */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, WITHOUT_FRAMES_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}
