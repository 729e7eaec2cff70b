/** The embedded database (lowdb): a JSON file in dev and prod mode, memory in test mode. */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Low, Memory } from 'lowdb';
import { JSONFile } from 'lowdb/node';

export type CodeChannel = 'email' | 'phone' | 'sms';
export type AccountType = 'email' | 'phone';

export interface Account {
  dsid: string;
  /** As entered (email lower-cased, phone numbers digits only). */
  accountName: string;
  accountType: AccountType;
  passwordHash: string;
  passwordSalt: string;
  firstName: string;
  lastName: string;
  birthday: string;
  storefront: string;
  marketing: boolean;
  restrictedAccountType: string | null;
  phoneNumber: string | null;
  createdAt: number;
  /**
   * What kind of account it is (`POST /__control/accounts/kind`); absent (older files, new
   * accounts): `supported`. See account-kinds.ts.
   */
  kind?: string;
}

interface TokenRecord {
  token: string;
  dsid: string;
  createdAt: number;
}

/** One code session: a target (email, phone number, msisdn + product) from its first send. */
export interface CodeSession {
  channel: CodeChannel;
  /** email lower-cased, phone number digits with country code, or `msisdn|productCode`. */
  target: string;
  /** Another name the control endpoint finds the session by (national phone number, bare msisdn). */
  alias: string;
  /** clientToken, phoneId or sessionId. */
  id: string;
  code: string;
  issuedAt: number;
  startedAt: number;
  wrongTries: number;
  verified: boolean;
  /** Send times of this target (kept across sessions for the rate window). */
  sends: number[];
}

export interface Verification {
  channel: CodeChannel;
  target: string;
  alias: string;
  id: string;
  at: number;
}

interface PageRecord {
  pageUUID: string;
  storefront: string;
  context: string;
  restrictedAccountType: string | null;
  at: number;
}

interface ReportRecord {
  receivedAt: number;
  body: unknown;
}

/** A privacy consent or dissent: the account's latest answer for a storefront. */
interface ConsentRecord {
  dsid: string;
  cc: string;
  consented: boolean;
  at: number;
  /** The current terms version when the answer was given (absent in records of older files). */
  termsVersionId?: string;
}

/** A termsCheck success. */
export interface TermsAcceptance {
  dsid: string;
  termsVersionId: string;
  at: number;
  /** The marketing choice sent with it; null (or absent in older files) when none was sent. */
  marketing?: boolean | null;
  /** The storefront, when the form named one. */
  cc?: string;
}

export interface Data {
  version: 1;
  accounts: Account[];
  tokens: TokenRecord[];
  codes: CodeSession[];
  verifications: Verification[];
  pages: PageRecord[];
  consents: ConsentRecord[];
  termsAcceptances: TermsAcceptance[];
  carrierLinks: { dsid: string; guid: string; at: number }[];
  channelLinks: { dsid: string; productCode: string; offerId: string; at: number }[];
  smsVerified: { msisdn: string; productCode: string; dsid: string; at: number }[];
  metrics: ReportRecord[];
  errors: ReportRecord[];
}

function emptyData(): Data {
  return {
    version: 1,
    accounts: [],
    tokens: [],
    codes: [],
    verifications: [],
    pages: [],
    consents: [],
    termsAcceptances: [],
    carrierLinks: [],
    channelLinks: [],
    smsVerified: [],
    metrics: [],
    errors: [],
  };
}

/** How many of each list the database keeps (oldest dropped first). */
export const LIMITS = {
  tokens: 10_000,
  codes: 5_000,
  verifications: 5_000,
  pages: 1_000,
  reports: 500,
} as const;

export interface Store {
  readonly data: Data;
  /** Writes the data (to the file in dev/prod mode). */
  save(): Promise<void>;
  /** Empties the database. */
  reset(): Promise<void>;
}

/** Keeps the newest `max` items of a list in place. */
export function keepLast<T>(list: T[], max: number): void {
  if (list.length > max) list.splice(0, list.length - max);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Fills lists a database file from an older run may lack; refuses a file that is not ours. */
function normalise(raw: unknown, file: string): Data {
  if (!isRecord(raw)) throw new Error(`${file} is not an emulator database (not a JSON object)`);
  const data = emptyData();
  for (const key of Object.keys(data) as (keyof Data)[]) {
    if (key === 'version') continue;
    const value = raw[key];
    if (value === undefined) continue;
    if (!Array.isArray(value)) throw new Error(`${file}: "${key}" must be a list`);
    (data[key] as unknown[]) = value;
  }
  return data;
}

/**
 * Coalesces writes: every save waits for a write that starts after it, and all saves made while a
 * write runs (or during the `minGapMs` after one) share the next one. lowdb serialises the whole
 * database on each write, so back-to-back writes under load would leave little time for requests.
 */
export function coalesceWrites(write: () => Promise<void>, minGapMs = 0): () => Promise<void> {
  let current: Promise<void> = Promise.resolve();
  let next: Promise<void> | undefined;
  let lastEnded = 0;
  return () => {
    next ??= (async () => {
      await current.catch(() => undefined);
      const gap = lastEnded + minGapMs - Date.now();
      if (gap > 0) await new Promise((resolve) => setTimeout(resolve, gap));
      // Saves from here on need the write after this one: it reads the data as it starts.
      next = undefined;
      current = write().finally(() => {
        lastEnded = Date.now();
      });
      return current;
    })();
    return next;
  };
}

/** At most this often the state file is written (a save waits up to this long more). */
const WRITE_GAP_MS = 50;

/** Opens the database: `file` null keeps everything in memory (test mode). */
export async function openStore(file: string | null): Promise<Store> {
  let db: Low<Data>;
  if (file) {
    await mkdir(path.dirname(file), { recursive: true });
    const adapter = new JSONFile<Data>(file);
    const loaded = await adapter.read();
    db = new Low<Data>(adapter, loaded === null ? emptyData() : normalise(loaded, file));
  } else {
    db = new Low<Data>(new Memory<Data>(), emptyData());
  }
  // In memory (test mode) a write costs nothing: no gap.
  const save = coalesceWrites(() => db.write(), file ? WRITE_GAP_MS : 0);
  return {
    get data() {
      return db.data;
    },
    save,
    async reset() {
      db.data = emptyData();
      await save();
    },
  };
}
