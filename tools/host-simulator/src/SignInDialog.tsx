import { type FormEvent, useState } from 'react';
import type { Logger } from './log';
import { Modal } from './Modal';
import { signInReasonText } from './sign-in-reasons';

export type SignInResult = { token: string; accountName: string };

/** Calls the service emulator's sign-in; the answer's token or an error message to show. */
async function signInWithEmulator(
  emulatorUrl: string,
  accountName: string,
  password: string,
  fetchImpl: typeof fetch,
  log: Logger,
): Promise<SignInResult | { error: string }> {
  const url = `${emulatorUrl}/auth/sign-in`;
  log('host → emulator', 'sign-in', { url, accountName, password });
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ accountName, password }),
    });
    const body: unknown = await response.json().catch(() => null);
    log('emulator → host', 'sign-in', { httpStatus: response.status, body });
    const answer =
      typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    if (answer.status === 0 && typeof answer.token === 'string') {
      const name = typeof answer.accountName === 'string' ? answer.accountName : accountName;
      return { token: answer.token, accountName: name };
    }
    const message = typeof answer.errorMessage === 'string' ? answer.errorMessage : '';
    return { error: message || `Sign-in failed (HTTP ${response.status}).` };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { error: `Could not reach the service emulator at ${emulatorUrl} (${reason}).` };
  }
}

/**
 * The host's Sign In dialog, shown when the sheet asks to authenticate while signed out. It says
 * why in a readable sentence (`sign-in-reasons.ts`), never the sheet's raw reason word.
 */
export function SignInDialog(props: {
  emulatorUrl: string;
  /** The sheet's `authenticate` reason as it came (an unknown or missing one gets generic text). */
  reason: string | undefined;
  fetchImpl: typeof fetch;
  log: Logger;
  onSignedIn(result: SignInResult): void;
  onCancel(): void;
}) {
  const [accountName, setAccountName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await signInWithEmulator(
      props.emulatorUrl,
      accountName,
      password,
      props.fetchImpl,
      props.log,
    );
    setBusy(false);
    if ('error' in result) setError(result.error);
    else props.onSignedIn(result);
  }

  return (
    <Modal labelledBy="sign-in-title" describedBy="sign-in-reason" onCancel={props.onCancel}>
      <form className="sign-in" onSubmit={(event) => void submit(event)} aria-busy={busy}>
        <h2 id="sign-in-title">Sign In</h2>
        <p id="sign-in-reason">{signInReasonText(props.reason)}</p>
        <label>
          Account name
          <input
            name="accountName"
            autoComplete="username"
            required
            data-autofocus=""
            value={accountName}
            onChange={(event) => setAccountName(event.target.value)}
          />
        </label>
        <label>
          Password
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        {error ? (
          <p role="alert" className="sign-in__error">
            {error}
          </p>
        ) : null}
        <div className="modal__buttons">
          <button type="submit" disabled={busy}>
            Sign In
          </button>
          <button type="button" onClick={props.onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
