import {
  createAccount,
  generateEmailCode,
  loadCreateAccountFields,
  validateEmailCode,
  type FieldValue,
  type FormValues,
} from '@sheet/services';
import type { RunningEmulator } from './emulator';

export const values = (entries: Record<string, FieldValue>): FormValues =>
  Object.fromEntries(Object.entries(entries).map(([id, value]) => [id, { id, value }]));

export const PASSWORD = 'Sheet2026pass';

export function personalDetails(
  accountName: string,
  extra: Record<string, FieldValue> = {},
): FormValues {
  return values({
    addressOfficialCountryCode: 'USA',
    acAccountName: accountName,
    acAccountPassword: PASSWORD,
    firstName: 'Ana',
    lastName: 'Lima',
    birthday: '1990-04-01',
    marketing: false,
    agreedToTerms: true,
    ...extra,
  });
}

export async function verifyEmail(emulator: RunningEmulator, email: string): Promise<void> {
  const { clientToken } = await generateEmailCode(emulator.deps, { email });
  const secretCode = await emulator.latestCode('email', email);
  await validateEmailCode(emulator.deps, { email, secretCode, clientToken: clientToken! });
}

/** A new, verified, signed-in email account; returns its bearer token. */
export async function createSignedInAccount(
  emulator: RunningEmulator,
  email: string,
): Promise<string> {
  await verifyEmail(emulator, email);
  const fields = await loadCreateAccountFields(emulator.deps, { context: 'create' });
  const { details } = await createAccount(emulator.deps, {
    values: personalDetails(email),
    accountType: 'email',
    platform: 'android',
    context: 'create',
    storefront: 'USA',
    storefrontIso2: 'US',
    pageUUID: fields.pageUUID,
    captchaRequired: fields.captchaRequired,
  });
  const token = details.token;
  if (typeof token !== 'string') throw new Error('Create account answered no token');
  emulator.signIn(token);
  return token;
}
