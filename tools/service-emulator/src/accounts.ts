/** Accounts and bearer tokens. Passwords are kept only as salted scrypt hashes and never logged. */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { type Account, type AccountType, LIMITS, type Store, keepLast } from './store';

const SCRYPT = { N: 1024, r: 8, p: 1 } as const;

function hashPassword(password: string, salt: string): string {
  return scryptSync(password, salt, 32, SCRYPT).toString('base64');
}

/** Stored form: email addresses lower-cased, phone numbers `+` and digits (with country code). */
export function normaliseAccountName(name: string, type: AccountType): string {
  if (type === 'email') return name.trim().toLowerCase();
  const digits = name.replace(/\D/g, '');
  return digits ? `+${digits}` : '';
}

/** Whether an account name looks like a phone number rather than an email address. */
export function accountTypeOf(name: string): AccountType {
  return name.includes('@') ? 'email' : 'phone';
}

export function findAccount(store: Store, accountName: string): Account | undefined {
  const type = accountTypeOf(accountName);
  const wanted = normaliseAccountName(accountName, type);
  if (!wanted) return undefined;
  const accounts = store.data.accounts.filter((a) => a.accountType === type);
  const exact = accounts.find((a) => a.accountName === wanted);
  if (exact || type === 'email' || accountName.trim().startsWith('+')) return exact;
  // A phone number without `+` may be the national number: match the end of a stored number.
  const digits = wanted.slice(1);
  return digits.length >= 6 ? accounts.find((a) => a.accountName.endsWith(digits)) : undefined;
}

function accountByDsid(store: Store, dsid: string): Account | undefined {
  return store.data.accounts.find((a) => a.dsid === dsid);
}

export function accountByToken(store: Store, token: string): Account | undefined {
  const record = store.data.tokens.find((t) => t.token === token);
  return record ? accountByDsid(store, record.dsid) : undefined;
}

/** Reads `Authorization: Bearer <token>`; anything else is no token. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer[ ]+([A-Za-z0-9._~+/=-]{1,512})[ ]*$/i.exec(header);
  return match?.[1] ?? null;
}

export function issueToken(store: Store, dsid: string, now: number): string {
  const token = randomBytes(32).toString('base64url');
  store.data.tokens.push({ token, dsid, createdAt: now });
  keepLast(store.data.tokens, LIMITS.tokens);
  return token;
}

function nextDsid(store: Store): string {
  const highest = store.data.accounts.reduce((max, a) => Math.max(max, Number(a.dsid) || 0), 0);
  return String(Math.max(highest, 17_000_000_000) + 1);
}

export interface NewAccount {
  accountName: string;
  accountType: AccountType;
  password: string;
  firstName: string;
  lastName: string;
  birthday: string;
  storefront: string;
  marketing: boolean;
  restrictedAccountType: string | null;
  phoneNumber: string | null;
}

/** Adds an account (the caller checked the name is free) and returns it. */
export function addAccount(store: Store, input: NewAccount, now: number): Account {
  const salt = randomBytes(16).toString('base64');
  const account: Account = {
    dsid: nextDsid(store),
    accountName: normaliseAccountName(input.accountName, input.accountType),
    accountType: input.accountType,
    passwordHash: hashPassword(input.password, salt),
    passwordSalt: salt,
    firstName: input.firstName,
    lastName: input.lastName,
    birthday: input.birthday,
    storefront: input.storefront,
    marketing: input.marketing,
    restrictedAccountType: input.restrictedAccountType,
    phoneNumber: input.phoneNumber,
    createdAt: now,
  };
  store.data.accounts.push(account);
  return account;
}

/** The account when the password matches, else undefined (same work either way). */
export function checkPassword(
  store: Store,
  accountName: string,
  password: string,
): Account | undefined {
  const account = findAccount(store, accountName);
  const salt = account?.passwordSalt ?? 'no-such-account';
  const actual = Buffer.from(hashPassword(password, salt), 'base64');
  const expected = Buffer.from(account?.passwordHash ?? actual.toString('base64'), 'base64');
  const same = expected.length === actual.length && timingSafeEqual(expected, actual);
  return account && same ? account : undefined;
}
