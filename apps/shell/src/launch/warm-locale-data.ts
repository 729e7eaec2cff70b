/**
 * The browser loads a language's locale data the first time `Intl` is asked for it. On the phone
 * profile (4x CPU) the form's country names then took about 60 ms and its birthday's date formats
 * about 13 ms, after the last byte had arrived: on the critical path, now that the form's data
 * comes with its code (ADR 0006). The entry has them loaded while the start-up chunks are still on
 * the way, when the main thread has nothing else to do.
 */
export function warmLocaleData(language: string, win: Window = window): void {
  const warm = () => {
    for (const ask of [
      () => new Intl.DisplayNames([language], { type: 'region' }).of('US'),
      () =>
        new Intl.DateTimeFormat(language, {
          month: 'long',
          calendar: 'gregory',
          timeZone: 'UTC',
        }).formatToParts(0),
    ]) {
      try {
        ask();
      } catch {
        // A language Intl does not know: the form falls back as it would have.
      }
    }
  };
  if (typeof win.requestIdleCallback === 'function') {
    win.requestIdleCallback(warm, { timeout: 1000 });
  } else {
    win.setTimeout(warm, 0);
  }
}
