import { ServiceError, ServiceErrorKind, type ValidationResult } from '@sheet/services';
import enUs from './locales/en-us.json';
import { withGeneralErrors } from './form-state';
import { networkFailure, servicesKey } from '@sheet/test-support';
import { sameMessage } from '@sheet/i18n';
import { formMessage, mapFailure } from './messages';

const validationError = (validationErrors: ValidationResult[]) =>
  new ServiceError('Validate fields failed', {
    kind: ServiceErrorKind.serverValidationError,
    call: 'validateFields',
    validationErrors,
  });

describe('mapFailure: server validation results', () => {
  it('puts a known code on its field as the flow’s own words, in either spelling', () => {
    const mapped = mapFailure(
      validationError([
        { propertyName: 'firstName', errorString: 'InvalidName', localizedMessage: 'Bad name' },
        { field: 'acAccountName', error: 'AccountNameTaken' },
      ]),
    );
    expect(mapped).toEqual({
      fieldErrors: {
        firstName: formMessage('errors.InvalidName'),
        acAccountName: formMessage('errors.AccountNameTaken'),
      },
      generalErrors: [],
    });
  });

  it('says a value the server finds too long, or with invisible marks, in the flow’s words', () => {
    const mapped = mapFailure(
      validationError([
        { propertyName: 'firstName', errorString: 'TooLong', localizedMessage: 'Use at most 64.' },
        { field: 'acAccountName', error: 'InvalidCharacters' },
      ]),
    );
    expect(mapped.fieldErrors).toEqual({
      firstName: formMessage('errors.TooLongShorten'),
      acAccountName: formMessage('errors.InvalidCharacters'),
    });
  });

  it('shows the server’s text for a code the flow does not know', () => {
    const mapped = mapFailure(
      validationError([
        { propertyName: 'lastName', errorString: 'TooFancy', localizedMessage: 'Too fancy.' },
        { propertyName: 'birthday', error: 'BirthdayOnSunday' },
      ]),
    );
    expect(mapped.fieldErrors).toEqual({
      lastName: { text: 'Too fancy.' },
      birthday: { text: 'BirthdayOnSunday' },
    });
  });

  it('keeps the first verdict per field and skips results that say nothing', () => {
    const mapped = mapFailure(
      validationError([
        { propertyName: 'firstName', errorString: 'FieldRequired' },
        { propertyName: 'firstName', errorString: 'InvalidName' },
        { propertyName: 'lastName' },
      ]),
    );
    expect(mapped.fieldErrors).toEqual({ firstName: formMessage('errors.FieldRequired') });
  });

  it('makes results without a field general errors, each once, in order', () => {
    const mapped = mapFailure(
      validationError([
        { errorString: 'UnsupportedStorefront' },
        { localizedMessage: 'Try later.' },
        { error: 'UnsupportedStorefront' },
        { localizedMessage: 'Try later.' },
      ]),
    );
    expect(mapped).toEqual({
      fieldErrors: {},
      generalErrors: [formMessage('errors.UnsupportedStorefront'), { text: 'Try later.' }],
    });
  });

  it('has words in the flow’s strings for every code it maps to its own key', () => {
    const codes = [
      'FieldRequired',
      'InvalidName',
      'InvalidBirthday',
      'TooYoung',
      'TermsNotAccepted',
      'ConsentRequired',
      'InvalidValue',
      'UnsupportedStorefront',
      'InvalidEmail',
      'InvalidPhoneNumber',
      'WeakPassword',
      'PasswordContainsAccountName',
      'AccountNameTaken',
    ];
    const mapped = mapFailure(validationError(codes.map((code) => ({ field: code, error: code }))));
    const errors: Record<string, string> = enUs.errors;
    for (const code of codes) {
      expect(mapped.fieldErrors[code]).toEqual(formMessage(`errors.${code}`));
      expect(errors[code]).toEqual(expect.any(String));
    }
  });
});

describe('mapFailure: other failures', () => {
  it('turns a network failure into the services’ network error', () => {
    expect(mapFailure(networkFailure())).toEqual({
      fieldErrors: {},
      generalErrors: [servicesKey('networkError')],
    });
  });

  it('shows the server’s own message for a failed phone call', () => {
    const error = new ServiceError('Phone code generate failed', {
      kind: ServiceErrorKind.serverError,
      call: 'phoneCodeGenerate',
      errorMessage: 'This number cannot receive texts.',
    });
    expect(mapFailure(error).generalErrors).toEqual([
      { text: 'This number cannot receive texts.' },
    ]);
  });

  it('does not show a server message from another call, nor any words of a non-service error', () => {
    const email = new ServiceError('Email code generate failed', {
      kind: ServiceErrorKind.serverError,
      call: 'emailCodeGenerate',
      errorMessage: 'internal detail',
    });
    const general = [servicesKey('generalError')];
    expect(mapFailure(email).generalErrors).toEqual(general);
    expect(mapFailure(new TypeError('x is undefined')).generalErrors).toEqual(general);
  });
});

describe('a cancellation', () => {
  it('puts nothing on the form (spec §8, code 6)', () => {
    const cancelled = new ServiceError('Validate fields failed', {
      kind: ServiceErrorKind.serverError,
      status: 6,
    });
    expect(mapFailure(cancelled)).toEqual({ fieldErrors: {}, generalErrors: [] });
  });
});

describe('general error lists', () => {
  it('compares messages by content and adds each one once', () => {
    const taken = formMessage('errors.AccountNameTaken');
    expect(sameMessage(taken, formMessage('errors.AccountNameTaken'))).toBe(true);
    expect(sameMessage(taken, { text: 'errors.AccountNameTaken' })).toBe(false);
    expect(withGeneralErrors([taken], [{ text: 'a' }, taken, { text: 'a' }])).toEqual([
      taken,
      { text: 'a' },
    ]);
  });
});
