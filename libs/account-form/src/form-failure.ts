import { reportUnexpected, tellIfOffline } from '@sheet/flow-kit';
import { withGeneralErrors, type AccountFormStore } from './form-state';
import { mapFailure } from './messages';

/** Puts a failure on the form: validation results on their fields, the rest as general errors. */
export function showFormFailure(store: AccountFormStore, error: unknown): void {
  if (tellIfOffline(error)) return;
  const { fieldErrors, generalErrors } = mapFailure(error);
  store.setState((state) => ({
    serverErrors: { ...state.serverErrors, ...fieldErrors },
    generalErrors: withGeneralErrors(state.generalErrors, generalErrors),
  }));
  reportUnexpected(error);
}
