import { RestrictedSignupKind } from '@sheet/reference';
import type { AccountFormQuery as FlowQuery } from './form-state';
import {
  accountTypeOf,
  initialValue,
  phoneAllowed,
  textValue,
  toFormValues,
  valuesForFields,
  visibleFields,
} from './field-rules';
import { localFieldErrors, requiredFieldErrors, textFieldErrors } from './local-checks';
import { checkboxField, serverField } from '@sheet/test-support';
import { formMessage } from './messages';

const create: FlowQuery = { context: 'create' };
const cipCarrier: FlowQuery = { context: 'cipCarrier' };
const restrictedPhone: FlowQuery = {
  context: 'create',
  restrictedAccountType: RestrictedSignupKind.restrictedPhone,
};
const restrictedEmail: FlowQuery = {
  context: 'create',
  restrictedAccountType: RestrictedSignupKind.restrictedEmailAndroid,
};

describe('accountTypeOf', () => {
  it.each([
    ['an address in the US', 'email', 'ana@example.com', create, 'USA'],
    ['an address in China', 'email', 'li@example.cn', create, 'CHN'],
    ['a Chinese mobile in China', 'phone', '13800138000', create, 'CHN'],
    ['a formatted number in China', 'phone', '+86 (138) 0013-8000', create, 'CHN'],
    ['digits outside China', 'email', '6505550100', create, 'USA'],
    ['a name that is no number in China', 'email', 'li.wei', create, 'CHN'],
    ['anything in the cipCarrier context', 'phone', 'ana@example.com', cipCarrier, 'USA'],
    ['a number for restrictedPhone', 'phone', '6505550100', restrictedPhone, 'USA'],
    ['digits for another restricted kind', 'email', '6505550100', restrictedEmail, 'USA'],
  ] as const)('%s is an %s account', (_case, expected, name, query, storefront) => {
    expect(accountTypeOf(name, query, storefront)).toBe(expected);
  });

  it('allows a phone account name only in China or a phone-only context', () => {
    expect(phoneAllowed(create, 'USA')).toBe(false);
    expect(phoneAllowed(create, 'CHN')).toBe(true);
    expect(phoneAllowed(cipCarrier, 'USA')).toBe(true);
    expect(phoneAllowed(restrictedPhone, 'GBR')).toBe(true);
  });
});

describe('requiredFieldErrors', () => {
  const fields = [
    serverField('firstName'),
    serverField('nickname', { required: false }),
    checkboxField('agreedToTerms'),
    checkboxField('koreaCollectionConsent'),
    checkboxField('marketing', { required: false }),
  ];

  it('names every empty required field with the message for its kind', () => {
    expect(requiredFieldErrors(fields, { firstName: '   ', agreedToTerms: false })).toEqual({
      firstName: formMessage('errors.FieldRequired'),
      agreedToTerms: formMessage('errors.TermsNotAccepted'),
      koreaCollectionConsent: formMessage('errors.ConsentRequired'),
    });
  });

  it('has nothing to say when every required field has a value', () => {
    expect(
      requiredFieldErrors(fields, {
        firstName: 'Ana',
        agreedToTerms: true,
        koreaCollectionConsent: true,
      }),
    ).toEqual({});
  });
});

describe('valuesForFields', () => {
  const fields = [
    serverField('addressOfficialCountryCode', { fieldType: 'select', value: 'USA' }),
    serverField('firstName', { value: 'Server' }),
    serverField('acAccountPassword'),
    serverField('birthday'),
    serverField('lastName', { value: 'Default' }),
    checkboxField('agreedToTerms'),
    checkboxField('marketing', { value: 'true' }),
  ];

  it('keeps typed text, takes the server defaults for the rest and never carries ticks over', () => {
    const typed = {
      firstName: 'Ana',
      acAccountPassword: 'Secret123',
      birthday: '2000-01-31',
      agreedToTerms: true,
      marketing: false,
      removedField: 'gone',
    };
    expect(valuesForFields(fields, typed, 'CHN')).toEqual({
      addressOfficialCountryCode: 'CHN',
      firstName: 'Ana',
      acAccountPassword: 'Secret123',
      birthday: '2000-01-31',
      lastName: 'Default',
      agreedToTerms: false,
      marketing: true,
    });
  });

  it.each([
    ['1', true],
    ['TRUE', true],
    ['0', false],
    [undefined, false],
  ])('reads the checkbox value %s as %s', (value, ticked) => {
    expect(initialValue(checkboxField('x', { value }))).toBe(ticked);
  });

  it('reads a text field without a value as empty text', () => {
    expect(initialValue(serverField('x'))).toBe('');
  });
});

describe('visibleFields and toFormValues', () => {
  const fields = [
    serverField('firstName'),
    serverField('legacy', { isActive: false }),
    checkboxField('piplAppleTermsConsent'),
  ];

  it('shows the PIPL consent only when the service asks for it, and never inactive fields', () => {
    expect(visibleFields(fields, false).map(({ id }) => id)).toEqual(['firstName']);
    expect(visibleFields(fields, true).map(({ id }) => id)).toEqual([
      'firstName',
      'piplAppleTermsConsent',
    ]);
  });

  it('sends each field as an entry with its id, an unset one as empty text', () => {
    expect(toFormValues(fields, { firstName: 'Ana', piplAppleTermsConsent: true })).toEqual({
      firstName: { id: 'firstName', value: 'Ana' },
      legacy: { id: 'legacy', value: '' },
      piplAppleTermsConsent: { id: 'piplAppleTermsConsent', value: true },
    });
  });

  it('reads text trimmed and anything else as empty', () => {
    expect(textValue({ a: '  ana@example.com ', b: true }, 'a')).toBe('ana@example.com');
    expect(textValue({ a: '  ana@example.com ', b: true }, 'b')).toBe('');
    expect(textValue({}, 'missing')).toBe('');
  });
});

describe('textFieldErrors', () => {
  const fields = [
    serverField('acAccountName', { maxLength: 254 }),
    serverField('acAccountPassword', { maxLength: 128 }),
    serverField('firstName', { maxLength: 64 }),
    serverField('nickname'),
    checkboxField('agreedToTerms'),
  ];

  it('says a value is too long for its field, naming the limit (the server’s, else the product’s)', () => {
    expect(
      textFieldErrors(fields, {
        acAccountName: `${'a'.repeat(5000)}@example.com`,
        acAccountPassword: 'P'.repeat(129),
        firstName: 'a'.repeat(64),
        nickname: 'n'.repeat(257),
        agreedToTerms: true,
      }),
    ).toEqual({
      acAccountName: { ...formMessage('errors.TooLong'), params: { max: '254' } },
      acAccountPassword: { ...formMessage('errors.TooLong'), params: { max: '128' } },
      nickname: { ...formMessage('errors.TooLong'), params: { max: '256' } },
    });
  });

  it.each([
    ['202E', '\u202E'],
    ['200F', '\u200F'],
    ['200B', '\u200B'],
    ['FEFF', '\uFEFF'],
    ['2066', '\u2066'],
  ])('refuses an account name with the invisible mark U+%s', (_code, mark) => {
    expect(textFieldErrors(fields, { acAccountName: `ana${mark}@example.com` })).toEqual({
      acAccountName: formMessage('errors.InvalidCharacters'),
    });
  });

  it('keeps real right-to-left text in personal names', () => {
    expect(textFieldErrors(fields, { firstName: 'ليلى', acAccountName: 'a@b.co' })).toEqual({});
  });

  it('puts a required field’s message before a text one', () => {
    expect(localFieldErrors(fields, { acAccountName: '  ' })).toMatchObject({
      acAccountName: formMessage('errors.FieldRequired'),
    });
  });
});
