import { type Harness, sharedHarness, type Json, parse } from './helpers';
import { STOREFRONTS } from '../storefronts';

let h: Harness;
const emulator = sharedHarness({ now: () => Date.UTC(2026, 5, 15, 12) });
beforeEach(async () => {
  h = await emulator();
});

type Field = {
  id: string;
  required: boolean;
  fieldType: string;
  value?: string;
  options?: unknown[];
};
const ids = (res: Json) => (res.fields as Field[]).map((f) => f.id);

describe('createAccountFields', () => {
  it('USA create page', async () => {
    const res = await h.get('/account/create/fields?context=create&isVideoEverywhere=1');
    expect(res).toMatchObject({ status: 0, storefront: 'USA', captchaRequired: false });
    expect(typeof res.pageUUID).toBe('string');
    expect(ids(res)).toEqual([
      'addressOfficialCountryCode',
      'acAccountName',
      'acAccountPassword',
      'firstName',
      'lastName',
      'birthday',
      'marketing',
      'agreedToTerms',
    ]);
    const fields = res.fields as Field[];
    expect(fields.find((f) => f.id === 'marketing')).toMatchObject({
      required: false,
      fieldType: 'checkbox',
    });
    expect(fields.find((f) => f.id === 'agreedToTerms')).toMatchObject({
      required: true,
      fieldType: 'checkbox',
    });
    expect(fields[0]).toMatchObject({ fieldType: 'select', value: 'USA' });
    expect(fields[0]?.options).toHaveLength(STOREFRONTS.length);
    const links = res.links as Json;
    expect(Object.keys(links).sort()).toEqual(['privacy', 'terms']);
  });

  it('KOR adds two consents and cloud terms; one consent when restricted', async () => {
    const kor = await h.get('/account/create/fields?context=create&addressOfficialCountryCode=KOR');
    expect(ids(kor)).toEqual(
      expect.arrayContaining(['koreaCollectionConsent', 'koreaTransferConsent']),
    );
    expect(ids(kor)).not.toContain('koreaPrivacyConsent');
    expect((kor.links as Json).cloudTerms).toEqual(expect.any(String));
    const restricted = await h.get(
      '/account/create/fields?context=create&addressOfficialCountryCode=kor&restrictedAccountType=restrictedEmailAndroid',
    );
    expect(ids(restricted)).toContain('koreaPrivacyConsent');
    expect(ids(restricted)).not.toContain('koreaCollectionConsent');
  });

  it('CHN allows a phone account name and adds the PIPL consent', async () => {
    const res = await h.get('/account/create/fields?context=create&addressOfficialCountryCode=CHN');
    expect(ids(res)).toContain('piplAppleTermsConsent');
    const name = (res.fields as Json[]).find((f) => f.id === 'acAccountName');
    expect(name?.label).toMatch(/Phone/);
  });

  it('cipCarrier and restrictedPhone make the account name a phone number', async () => {
    for (const q of [
      'context=cipCarrier',
      'context=create&restrictedAccountType=restrictedPhone',
    ]) {
      const res = await h.get(`/account/create/fields?${q}&simpleCarrierBundling=1`);
      const name = (res.fields as Json[]).find((f) => f.id === 'acAccountName');
      expect(name).toMatchObject({ label: 'Phone Number', autocomplete: 'tel' });
    }
  });

  it('reflects the captcha setting', async () => {
    await h.control('POST', '/__control/captcha', { required: true });
    expect((await h.get('/account/create/fields?context=create')).captchaRequired).toBe(true);
  });

  it('rejects an unknown storefront, a missing or bad context and bad flags', async () => {
    const unknown = await h.app.inject({
      url: '/account/create/fields?context=create&addressOfficialCountryCode=XYZ',
    });
    expect(unknown.statusCode).toBe(400);
    expect(parse(unknown)).toMatchObject({ status: -1, errorKey: 'UnsupportedStorefront' });
    for (const q of [
      '',
      'context=nope',
      'context=create&isVideoEverywhere=yes',
      'context=create&context=create',
    ]) {
      const res = await h.app.inject({ url: `/account/create/fields?${q}` });
      expect(res.statusCode).toBe(400);
      expect(parse(res)).toMatchObject({ status: -1, errorKey: 'InvalidRequest' });
    }
  });
});

describe('createAccountOptions', () => {
  it('lists storefronts and echoes the query', async () => {
    const res = await h.get('/account/create/options?restricted=1&carrier=demo');
    expect(res.status).toBe(0);
    expect(res.storefronts).toEqual(
      expect.arrayContaining([{ code: 'USA', name: 'United States', storefrontId: 143441 }]),
    );
    expect((res.storefronts as Json[]).map((s) => s.storefrontId)).toEqual(
      expect.arrayContaining([
        143441, 143455, 143444, 143466, 143465, 143462, 143443, 143442, 143503, 143467, 143479,
        143491,
      ]),
    );
    expect(res.restrictedAccountTypes).toEqual([
      'restrictedEmailAndroid',
      'restrictedEmailOptimizedWeb',
      'restrictedPhone',
    ]);
    expect(res.contactTypes).toEqual(['email', 'phone']);
    expect(res.query).toEqual({ restricted: '1', carrier: 'demo' });
  });
});
