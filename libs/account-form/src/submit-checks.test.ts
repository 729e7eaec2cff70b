import { ServiceErrorKind } from '@sheet/services';
import { serverField } from '@sheet/test-support';
import { create } from 'zustand';
import { initialAccountFormState, type AccountFormState } from './form-state';
import { formMessage } from './messages';
import { localRuleFailure, passesLocalChecks } from './submit-checks';

const fields = [serverField('firstName', { maxLength: 5 }), serverField('acAccountName')];

function formWith(values: Record<string, string>): AccountFormState {
  return { ...initialAccountFormState(), fields, values };
}

describe('local rule failures (spec §8: LOCAL_VALIDATION_ERROR)', () => {
  it('is a LOCAL_VALIDATION_ERROR naming the failing fields, never what was typed', () => {
    const failure = localRuleFailure(formWith({ firstName: 'Zoë Ann', acAccountName: '' }));
    expect(failure?.kind).toBe(ServiceErrorKind.localValidationError);
    expect(failure?.message).toBe('Local validation failed: firstName, acAccountName');
    expect(failure?.fields.fieldMessages).toEqual({
      firstName: formMessage('errors.TooLong', { max: '5' }),
      acAccountName: formMessage('errors.FieldRequired'),
    });
  });

  it('is nothing when every rule passes', () => {
    expect(localRuleFailure(formWith({ firstName: 'Zoë', acAccountName: 'zoe@example.com' }))).toBe(
      undefined,
    );
  });

  it('puts its messages under their fields, and clears the last server verdicts', () => {
    const store = create<AccountFormState>(() => ({
      ...formWith({ firstName: '', acAccountName: 'zoe@example.com' }),
      serverErrors: { acAccountName: { text: 'Taken' } },
    }));
    expect(passesLocalChecks(store)).toBe(false);
    expect(store.getState().clientErrors).toEqual({
      firstName: formMessage('errors.FieldRequired'),
    });
    expect(store.getState().serverErrors).toEqual({});
  });
});
