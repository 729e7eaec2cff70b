import { createTransport, loadBag, type ServiceDeps } from '@sheet/services';
import { spawnEmulator } from '../../service-emulator/src/spawn';

export type RunningEmulator = {
  url: string;
  /** services deps; `signIn` sets the token later calls send */
  deps: ServiceDeps;
  signIn: (token: string | undefined) => void;
  control: (path: string, init?: { method?: string; json?: unknown }) => Promise<unknown>;
  latestCode: (channel: 'email' | 'phone' | 'sms', target: string) => Promise<string>;
  advanceClock: (ms: number) => Promise<void>;
  stop: () => Promise<void>;
};

/** Starts the emulator in test mode (empty, in memory) on a free 127.0.0.1 port; `stop` kills it by pid. */
/** How long a suite waits for its emulator to start (its beforeAll's time-out). */
export const SPAWN_TIMEOUT_MS = 30_000;

export async function startEmulator(
  options: { timeoutMs?: number } = {},
): Promise<RunningEmulator> {
  const { url, stop } = await spawnEmulator({ mode: 'test' });
  let token: string | undefined;
  const transport = createTransport({
    getAuthToken: () => token,
    timeoutMs: options.timeoutMs ?? 5000,
  });
  const bag = await loadBag(`${url}/bag.json`, transport);
  const control = async (controlPath: string, init: { method?: string; json?: unknown } = {}) => {
    const response = await fetch(`${url}/__control/${controlPath}`, {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      headers: init.json === undefined ? {} : { 'Content-Type': 'application/json' },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
    return response.json() as Promise<unknown>;
  };
  return {
    url,
    deps: { bag, transport },
    signIn: (next) => {
      token = next;
    },
    control,
    latestCode: async (channel, target) => {
      const answer = (await control(
        `codes/latest?channel=${channel}&target=${encodeURIComponent(target)}`,
      )) as { code?: string };
      if (!answer.code) throw new Error(`No ${channel} code was sent to ${target}`);
      return answer.code;
    },
    advanceClock: async (ms) => {
      await control('clock', { json: { advanceMs: ms } });
    },
    stop,
  };
}
