/** What every route needs, built once per emulator, plus the request and route typing it adds to fastify. */
import type { FaultTarget } from './calls';
import type { ClientLog } from './clients';
import type { Clock } from './clock';
import type { Codes } from './codes';
import type { Experiment } from './experiments';
import type { Faults } from './faults';
import type { Account, Store } from './store';

export type Mode = 'dev' | 'test' | 'prod';

export const MODES: readonly Mode[] = ['dev', 'test', 'prod'];

interface Settings {
  captchaRequired: boolean;
  /** What `GET /experiments.json` answers (the default list until the control endpoint sets one). */
  experiments: Experiment[];
}

export interface Emulator {
  readonly mode: Mode;
  readonly store: Store;
  readonly clock: Clock;
  readonly codes: Codes;
  readonly faults: Faults;
  readonly settings: Settings;
  /** The calls that sent `X-Client-Version` / `X-Client-Platform` (memory only). */
  readonly clients: ClientLog;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The bag call a route serves (faults, sign-in rule, body encoding). */
    call?: FaultTarget;
  }
  interface FastifyRequest {
    /** The signed-in account (bearer token), for calls that read one. */
    account: Account | null;
  }
}
