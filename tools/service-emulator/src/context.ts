/** What every route needs, built once per emulator, plus the request and route typing it adds to fastify. */
import type { FaultTarget } from './calls';
import type { Clock } from './clock';
import type { Codes } from './codes';
import type { Faults } from './faults';
import type { Account, Store } from './store';

export type Mode = 'dev' | 'test' | 'prod';

export const MODES: readonly Mode[] = ['dev', 'test', 'prod'];

export interface Settings {
  captchaRequired: boolean;
}

export interface Emulator {
  readonly mode: Mode;
  readonly store: Store;
  readonly clock: Clock;
  readonly codes: Codes;
  readonly faults: Faults;
  readonly settings: Settings;
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
