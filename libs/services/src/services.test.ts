import {
  bagValue,
  BagValueMissingError,
  missingParametersError,
  ServiceError,
  ServiceErrorKind,
} from './index';

describe('bag', () => {
  it('returns the address stored under a name', () => {
    expect(bagValue({ createAccountFields: '/account/fields' }, 'createAccountFields')).toBe(
      '/account/fields',
    );
  });

  it('throws "Bag value missing" with the name when the table lacks it', () => {
    expect(() => bagValue({}, 'linkCarrier')).toThrow(new BagValueMissingError('linkCarrier'));
    expect(() => bagValue({}, 'linkCarrier')).toThrow('Bag value missing: linkCarrier');
  });
});

describe('ServiceError', () => {
  it('never keeps the query string of the URL it failed on', () => {
    const error = new ServiceError('Email code validate failed', {
      kind: ServiceErrorKind.serverError,
      url: 'https://example.test/email/validate?secretCode=123456&email=a%40b.c',
      status: -1,
    });
    expect(error.fields.url).toBe('https://example.test/email/validate');
    expect(JSON.stringify(error.fields)).not.toContain('123456');
  });

  it('lists the missing parameters in its message', () => {
    const error = missingParametersError(['msisdn', 'otp']);
    expect(error.message).toBe('Missing required parameters: msisdn, otp');
    expect(error.kind).toBe('MISSING_PARAMETERS');
  });
});
