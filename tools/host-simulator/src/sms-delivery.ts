/**
 * Deliver SMS: what the Android host does with SMS User Consent, played with the service emulator.
 * The sheet said a code is on its way to a number (`expectSmsCode`); the simulator reads the code
 * the emulator last sent there (its control endpoint) so the page can pass it on as `smsCode`.
 */
import type { Logger } from './log';

/** The code to pass on, or a short sentence saying why there is none. */
export type SmsCodeLookup = { code: string } | { notice: string };

/** The emulator's control URL for the latest SMS code sent to `msisdn` (compared by its digits). */
export function latestSmsCodeUrl(emulatorUrl: string, msisdn: string): string {
  const query = new URLSearchParams({ channel: 'sms', target: msisdn.replace(/\D/g, '') });
  return `${emulatorUrl}/__control/codes/latest?${query.toString()}`;
}

/** What the page says when the emulator has sent no SMS to `msisdn`. */
export const noSmsNotice = (msisdn: string) => `No SMS has been sent to ${msisdn} yet.`;

/**
 * Asks the emulator for the latest SMS code sent to `msisdn`: `{status:0, code, id, sentAt}`, or
 * `{status:-1, errorKey:"CodeNotFound"}` when it sent none. Both ways are logged (the code redacted).
 */
export async function fetchLatestSmsCode(
  emulatorUrl: string,
  msisdn: string,
  fetchImpl: typeof fetch,
  log: Logger,
): Promise<SmsCodeLookup> {
  if (!/\d/.test(msisdn)) {
    return { notice: `The sheet expects an SMS to "${msisdn}", which is not a phone number.` };
  }
  const url = latestSmsCodeUrl(emulatorUrl, msisdn);
  log('host → emulator', 'latest SMS code', { url });
  try {
    const response = await fetchImpl(url);
    const body: unknown = await response.json().catch(() => null);
    log('emulator → host', 'latest SMS code', { httpStatus: response.status, body });
    const answer =
      typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    if (answer.status === 0 && typeof answer.code === 'string' && answer.code !== '') {
      return { code: answer.code };
    }
    if (answer.errorKey === 'CodeNotFound') return { notice: noSmsNotice(msisdn) };
    const why = typeof answer.errorKey === 'string' ? answer.errorKey : `HTTP ${response.status}`;
    return { notice: `The service emulator gave no SMS code for ${msisdn} (${why}).` };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { notice: `Could not reach the service emulator at ${emulatorUrl} (${reason}).` };
  }
}
