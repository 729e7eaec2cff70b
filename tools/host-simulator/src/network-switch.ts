import type { Logger } from './log';

/**
 * The Offline switch for the sheet's own files (its pages, scripts and strings): the server that
 * serves the simulator and the sheet together (`npm start`, the e2e product) stops answering
 * them, as a phone without network gets no answer. A simulator served alone has no such server:
 * the host's HTTP still fails, and the log says the files do not.
 */
export async function switchSheetFiles(
  offline: boolean,
  fetchImpl: typeof fetch,
  log: Logger,
): Promise<void> {
  try {
    const response = await fetchImpl('/__network', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ offline }),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    log('host', offline ? 'network off: the sheet’s files fail too' : 'network on', {});
  } catch (error) {
    log('host', 'the sheet’s files stay reachable (no network switch here)', {
      reason: error instanceof Error ? error.message : String(error),
    });
  }
}
