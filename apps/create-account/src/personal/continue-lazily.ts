import { showFormFailure } from '@sheet/account-form';
import { nextPaint } from '@sheet/ui-kit';
import { useCreateAccountStore } from '../flow/create-account-store';
import type { FlowOutcome } from '../flow/paths';

/**
 * Continue's steps (the server checks, the codes, creating the account) are not needed to show the
 * form: they load once it is on screen (`preloadContinue`), or at the latest on Continue, so the
 * first screen does not wait for them.
 */
const loadContinue = () => import(/* webpackChunkName: "continue" */ './continue-action');

export function preloadContinue(): void {
  // Once the form is drawn, not in the frame that draws it. A failure here is met again, and
  // shown, on Continue.
  nextPaint()
    .then(loadContinue)
    .catch(() => undefined);
}

/** Continue on the details form (./continue-action), once its code is here. */
export function continueFromPersonal(): Promise<FlowOutcome> {
  return loadContinue().then(
    (steps) => steps.continueFromPersonal(),
    (error: unknown) => {
      showFormFailure(useCreateAccountStore, error);
      return undefined;
    },
  );
}
