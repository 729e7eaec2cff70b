// Field limits (`maxLength`, `TooLong`) and invisible formatting characters in account names
// (`InvalidCharacters`): what a person types is answered as a validation result, never HTTP 400.
import { FIELD_MAX_LENGTH } from '../fields';
import { type Harness, sharedHarness, type Json } from './helpers';

let h: Harness;
const emulator = sharedHarness({ now: () => Date.UTC(2026, 5, 15, 12) });
beforeEach(async () => {
  h = await emulator();
});

const LONG = 5000;
const longEmail = `${'a'.repeat(LONG - '@example.com'.length)}@example.com`;
const longPassword = `Aa1${'x'.repeat(LONG - 3)}`;
const longName = 'n'.repeat(LONG);

/** Every listed bidi control and zero-width character. */
const INVISIBLE: Record<string, string> = {
  'U+200E': '\u200E',
  'U+200F': '\u200F',
  'U+202A': '\u202A',
  'U+202B': '\u202B',
  'U+202C': '\u202C',
  'U+202D': '\u202D',
  'U+202E': '\u202E',
  'U+2066': '\u2066',
  'U+2067': '\u2067',
  'U+2068': '\u2068',
  'U+2069': '\u2069',
  'U+200B': '\u200B',
  'U+200C': '\u200C',
  'U+200D': '\u200D',
  'U+FEFF': '\uFEFF',
};
const invisible = Object.entries(INVISIBLE);

const profile = {
  addressOfficialCountryCode: 'USA',
  firstName: 'Ann',
  lastName: 'Lee',
  birthday: '1990-04-01',
  agreedToTerms: '1',
  marketing: '0',
};

const create = {
  ...profile,
  accountType: 'email',
  context: 'create',
  paymentMethodType: 'none',
  featureVersion: '10',
  machineGUID: 'machine-1',
  guid: 'tv-guid',
  xAppleActionSignature: 'sig',
  acAccountName: 'ann@example.com',
  acAccountPassword: 'Str0ngPass',
};

const credentials = { acAccountName: 'new@example.com', acAccountPassword: 'Str0ngPass' };

/** POSTs a form and returns HTTP status and body. */
async function post(
  url: string,
  body: Record<string, string>,
): Promise<{ http: number; body: Json }> {
  const res = await h.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body).toString(),
  });
  return { http: res.statusCode, body: JSON.parse(res.body) as Json };
}

/** A ValidationFailed answer (HTTP 200) and its results. */
async function failed(url: string, body: Record<string, string>, list: string): Promise<Json[]> {
  const res = await post(url, body);
  expect(res.http).toBe(200);
  expect(res.body).toMatchObject({
    status: -1,
    errorKey: 'ValidationFailed',
    errorMessageKey: 'ValidationFailed',
    errorMessage: expect.any(String),
  });
  return res.body[list] as Json[];
}

const tooLong = (max: number) => `Use at most ${max} characters.`;

describe('createAccountFields maxLength', () => {
  type Field = { id: string; fieldType: string; maxLength?: unknown };
  const limits = (res: Json) =>
    Object.fromEntries((res.fields as Field[]).map((f) => [f.id, f.maxLength]));

  it('text fields carry their limit; checkboxes, select and birthday none', async () => {
    for (const q of [
      'context=create',
      'context=create&addressOfficialCountryCode=CHN',
      'context=create&addressOfficialCountryCode=KOR',
      'context=cipCarrier',
      'context=create&restrictedAccountType=restrictedPhone',
    ]) {
      const res = await h.get(`/account/create/fields?${q}`);
      const byId = limits(res);
      expect(byId).toMatchObject({
        acAccountName: 254,
        acAccountPassword: 128,
        firstName: 64,
        lastName: 64,
      });
      for (const field of res.fields as Field[]) {
        if (field.id in FIELD_MAX_LENGTH) {
          expect(field.fieldType).toBe('input');
          expect(Number.isInteger(field.maxLength) && (field.maxLength as number) > 0).toBe(true);
        } else {
          expect(field).not.toHaveProperty('maxLength');
        }
      }
    }
  });

  it('the limits are the exported ones', () => {
    expect(FIELD_MAX_LENGTH).toEqual({
      acAccountName: 254,
      acAccountPassword: 128,
      firstName: 64,
      lastName: 64,
    });
  });
});

describe('validateFields limits', () => {
  const url = '/account/create/validate';

  it('a 5,000-character first or last name is TooLong, not InvalidRequest', async () => {
    for (const id of ['firstName', 'lastName']) {
      expect(await failed(url, { ...profile, [id]: longName }, 'validationResults')).toEqual([
        { propertyName: id, errorString: 'TooLong', localizedMessage: tooLong(64) },
      ]);
    }
  });

  it('64 characters pass, 65 are TooLong (counted in code points)', async () => {
    expect(await post(url, { ...profile, lastName: 'a'.repeat(64) })).toEqual({
      http: 200,
      body: { status: 0 },
    });
    expect(
      await failed(url, { ...profile, lastName: 'a'.repeat(65) }, 'validationResults'),
    ).toEqual([
      { propertyName: 'lastName', errorString: 'TooLong', localizedMessage: tooLong(64) },
    ]);
    // 64 letters outside the BMP are 128 UTF-16 units but 64 characters.
    expect(await post(url, { ...profile, firstName: '𝒜'.repeat(64) })).toEqual({
      http: 200,
      body: { status: 0 },
    });
  });

  it('ignores a 5,000-character email and password (never InvalidRequest)', async () => {
    expect(
      await post(url, { ...profile, acAccountName: longEmail, acAccountPassword: longPassword }),
    ).toEqual({ http: 200, body: { status: 0 } });
    const withLongName = await failed(
      url,
      {
        ...profile,
        acAccountName: longEmail,
        acAccountPassword: longPassword,
        firstName: longName,
      },
      'validationResults',
    );
    expect(withLongName).toEqual([
      { propertyName: 'firstName', errorString: 'TooLong', localizedMessage: tooLong(64) },
    ]);
  });

  it('a long birthday is InvalidBirthday', async () => {
    expect(
      await failed(url, { ...profile, birthday: '1'.repeat(LONG) }, 'validationResults'),
    ).toEqual([
      expect.objectContaining({ propertyName: 'birthday', errorString: 'InvalidBirthday' }),
    ]);
  });

  it('still rejects repeated keys, oversized ids and bodies over 16 KB', async () => {
    const twice = await h.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'firstName=Ann&firstName=Bob&lastName=Lee',
    });
    expect(twice.statusCode).toBe(400);
    expect(JSON.parse(twice.body)).toMatchObject({ errorKey: 'InvalidRequest' });
    const page = await post(url, { ...profile, pageUUID: 'p'.repeat(65) });
    expect(page.http).toBe(400);
    expect(page.body).toMatchObject({ errorKey: 'InvalidRequest' });
    const huge = await post(url, { ...profile, firstName: 'n'.repeat(17 * 1024) });
    expect(huge.http).toBe(413);
  });

  it('keeps Arabic and Hebrew names valid', async () => {
    for (const [firstName, lastName] of [
      ['ليلى', 'حداد'],
      ['مُحَمَّد', 'عبد الله'],
      ['נועה', 'כהן'],
      ['אבי', 'בן-דוד'],
    ]) {
      expect(
        await post(url, { ...profile, firstName: firstName ?? '', lastName: lastName ?? '' }),
      ).toEqual({ http: 200, body: { status: 0 } });
    }
    expect(
      await failed(url, { ...profile, firstName: 'ل'.repeat(65) }, 'validationResults'),
    ).toEqual([expect.objectContaining({ propertyName: 'firstName', errorString: 'TooLong' })]);
  });
});

describe('validateCredentials limits and invisible characters', () => {
  const url = '/account/create/validate-credentials';
  const results = (body: Record<string, string>) => failed(url, body, 'validationResults');

  it('a 5,000-character email or password is TooLong (field / error shape)', async () => {
    expect(await results({ ...credentials, acAccountName: longEmail })).toEqual([
      { field: 'acAccountName', error: 'TooLong', localizedMessage: tooLong(254) },
    ]);
    expect(await results({ ...credentials, acAccountPassword: longPassword })).toEqual([
      { field: 'acAccountPassword', error: 'TooLong', localizedMessage: tooLong(128) },
    ]);
    expect(
      await results({ acAccountName: longEmail, acAccountPassword: longPassword, pageUUID: 'p' }),
    ).toEqual([
      { field: 'acAccountName', error: 'TooLong', localizedMessage: tooLong(254) },
      { field: 'acAccountPassword', error: 'TooLong', localizedMessage: tooLong(128) },
    ]);
  });

  it('a 5,000-character personal name is not its business (dropped, never InvalidRequest)', async () => {
    expect(await post(url, { ...credentials, firstName: longName, lastName: longName })).toEqual({
      http: 200,
      body: { status: 0 },
    });
  });

  it('limits are inclusive: 254-character email and 128-character password pass', async () => {
    const email254 = `${'a'.repeat(254 - '@example.com'.length)}@example.com`;
    const password128 = `Aa1${'x'.repeat(125)}`;
    expect(await post(url, { acAccountName: email254, acAccountPassword: password128 })).toEqual({
      http: 200,
      body: { status: 0 },
    });
    expect(await results({ ...credentials, acAccountName: `a${email254}` })).toEqual([
      expect.objectContaining({ field: 'acAccountName', error: 'TooLong' }),
    ]);
    expect(await results({ ...credentials, acAccountPassword: `${password128}x` })).toEqual([
      expect.objectContaining({ field: 'acAccountPassword', error: 'TooLong' }),
    ]);
  });

  it.each(invisible)('refuses %s in an email account name', async (_name, char) => {
    for (const acAccountName of [
      `ann${char}@example.com`,
      `ann@example.com${char}`,
      `${char}ann@example.com`,
    ]) {
      expect(await results({ ...credentials, acAccountName })).toEqual([
        {
          field: 'acAccountName',
          error: 'InvalidCharacters',
          localizedMessage:
            'Remove the invisible formatting characters from the email or phone number.',
        },
      ]);
    }
  });

  it('refuses them in a phone account name too', async () => {
    for (const [, char] of invisible) {
      expect(
        await results({
          ...credentials,
          acAccountName: `+86 138${char}0013 8000`,
          addressOfficialCountryCode: 'CHN',
        }),
      ).toEqual([expect.objectContaining({ field: 'acAccountName', error: 'InvalidCharacters' })]);
    }
    expect(
      await post(url, {
        ...credentials,
        acAccountName: '+86 138 0013 8000',
        addressOfficialCountryCode: 'CHN',
      }),
    ).toEqual({ http: 200, body: { status: 0 } });
  });

  it('still rejects repeated keys and wrong page ids', async () => {
    const twice = await h.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'acAccountName=a%40b.co&acAccountName=c%40d.co&acAccountPassword=Str0ngPass',
    });
    expect(twice.statusCode).toBe(400);
    expect((await post(url, { ...credentials, pageUUID: 'p'.repeat(65) })).http).toBe(400);
  });
});

describe.each(['/v2/account/create', '/v3/account/create'])('%s limits and characters', (url) => {
  const errors = (body: Record<string, string>) => failed(url, body, 'errors');

  it('a 5,000-character email, password or name is TooLong in errors', async () => {
    const cases: [string, string, number][] = [
      ['acAccountName', longEmail, 254],
      ['acAccountPassword', longPassword, 128],
      ['firstName', longName, 64],
      ['lastName', longName, 64],
    ];
    for (const [id, value, max] of cases) {
      const res = await post(url, { ...create, pageUUID: 'page-1', [id]: value });
      expect(res.http).toBe(200);
      expect(res.body).toMatchObject({
        status: -1,
        errorKey: 'ValidationFailed',
        pageUUID: 'page-1',
      });
      expect(res.body.errors).toEqual([
        { propertyName: id, errorString: 'TooLong', localizedMessage: tooLong(max) },
      ]);
    }
    // All four at once (names shorter so that the body stays within its 16 KB limit).
    expect(
      await errors({
        ...create,
        acAccountName: longEmail,
        acAccountPassword: longPassword,
        firstName: 'n'.repeat(1000),
        lastName: 'n'.repeat(1000),
      }),
    ).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ propertyName: 'firstName', errorString: 'TooLong' }),
        expect.objectContaining({ propertyName: 'lastName', errorString: 'TooLong' }),
        expect.objectContaining({ propertyName: 'acAccountName', errorString: 'TooLong' }),
        expect.objectContaining({ propertyName: 'acAccountPassword', errorString: 'TooLong' }),
      ]),
    );
  });

  it('refuses every invisible character in the account name', async () => {
    for (const [, char] of invisible) {
      expect(await errors({ ...create, acAccountName: `ann${char}@example.com` })).toEqual([
        {
          propertyName: 'acAccountName',
          errorString: 'InvalidCharacters',
          localizedMessage:
            'Remove the invisible formatting characters from the email or phone number.',
        },
      ]);
    }
  });

  it('creates accounts with Arabic and Hebrew names', async () => {
    for (const [email, firstName, lastName] of [
      ['layla@example.com', 'ليلى', 'حداد'],
      ['noa@example.com', 'נועה', 'כהן'],
    ] as const) {
      const sent = await h.get(`/account/email/code?email=${encodeURIComponent(email)}`);
      await h.form('/account/email/code/validate', {
        email,
        secretCode: await h.code('email', email),
        clientToken: sent.clientToken as string,
      });
      const res = await post(url, { ...create, acAccountName: email, firstName, lastName });
      expect(res.http).toBe(200);
      expect(res.body).toMatchObject({ status: 0, result: { details: { accountName: email } } });
    }
  });
});

describe('code calls refuse invisible characters (InvalidRequest)', () => {
  it.each(invisible)('emailCodeGenerate and phoneCodeGenerate refuse %s', async (_name, char) => {
    const email = await h.app.inject({
      url: `/account/email/code?email=${encodeURIComponent(`ann${char}@example.com`)}`,
    });
    expect(email.statusCode).toBe(400);
    expect(JSON.parse(email.body)).toMatchObject({
      status: -1,
      errorKey: 'InvalidRequest',
      errorMessage: expect.stringContaining('email'),
    });
    for (const phoneNumber of [`555${char}5550123`, `5555550123${char}`]) {
      const phone = await post('/account/phone/code', { phoneNumber, countryIso3Code: 'USA' });
      expect(phone.http).toBe(400);
      expect(phone.body).toMatchObject({
        errorKey: 'InvalidRequest',
        errorMessage: expect.stringContaining('phoneNumber'),
      });
    }
  });

  it('plain addresses and numbers still get codes', async () => {
    expect(await h.get('/account/email/code?email=ann%40example.com')).toMatchObject({
      status: 0,
      result: true,
    });
    expect(
      await h.form('/account/phone/code', { phoneNumber: '5555550123', countryIso3Code: 'USA' }),
    ).toMatchObject({ status: 0, phoneId: expect.any(String) });
  });
});
