import {
  localValidationError,
  missingDependenciesError,
  ServiceError,
  ServiceErrorKind,
} from '@sheet/services';
import { useSheetContext } from '@sheet/sheet-runtime';
import { networkFailure, servicesKey } from '@sheet/test-support';
import { failureMessage, isExpectedFailure, isStop, needsSignIn } from './failures';
import { sheetDeps } from './sheet-deps';

describe('failureMessage', () => {
  it('says any failure in the services’ words, with its values', () => {
    expect(failureMessage(networkFailure())).toEqual(servicesKey('networkError'));
    expect(failureMessage(new Error('bug'))).toEqual(servicesKey('generalError'));
  });

  it('shows a readable phone server message as its text', () => {
    const error = new ServiceError('failed', {
      kind: ServiceErrorKind.serverError,
      call: 'phoneCodeGenerate',
      errorMessage: 'This phone number cannot receive text messages.',
    });
    expect(failureMessage(error)).toEqual({
      text: 'This phone number cannot receive text messages.',
    });
  });
});

describe('what a failure means', () => {
  const keyed = (errorKey: string) =>
    new ServiceError(errorKey, { kind: ServiceErrorKind.serverError, errorKey });

  it('tells stops, sign-in refusals and expected failures apart', () => {
    expect(isStop(keyed('NoAccountFound'))).toBe(true);
    expect(isStop(networkFailure())).toBe(false);
    expect(needsSignIn(keyed('Authentication'))).toBe(true);
    expect(needsSignIn(keyed('NoAccountFound'))).toBe(false);
    expect(isExpectedFailure(keyed('NoAccountFound'))).toBe(true);
    expect(isExpectedFailure(localValidationError({ firstName: { text: 'Required' } }))).toBe(true);
    expect(isExpectedFailure(new TypeError('bug'))).toBe(false);
    expect(isExpectedFailure(missingDependenciesError(['services']))).toBe(false);
  });
});

describe('sheetDeps', () => {
  it('refuses to act without services (MISSING_DEPENDENCIES)', () => {
    useSheetContext.setState({ services: undefined });
    expect(() => sheetDeps()).toThrow('Missing dependencies: services');
  });
});
