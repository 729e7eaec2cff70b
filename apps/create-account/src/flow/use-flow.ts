import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { focusFirstError } from '@sheet/account-form';
import { useOnReturn } from '@sheet/sheet-runtime';
import { personalForm } from './create-account-store';
import { CREATED, type FlowOutcome } from './paths';

/**
 * Goes where an action says, keeping the sheet's query (language, storefront, context); after a
 * failure it stays and moves the focus to the first error, so a keyboard or TV remote finds it.
 */
export function useFollowOutcome(): (outcome: FlowOutcome) => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (outcome) => {
      if (outcome === CREATED) return;
      if (outcome) {
        void navigate({ pathname: outcome, search });
        return;
      }
      setTimeout(focusFirstError, 0);
    },
    [navigate, search],
  );
}

/** Spec §4: coming back to a screen (the host's Back) clears what the last screen said. */
export function useGeneralErrorsResetOnReturn(): void {
  useOnReturn(personalForm.resetGeneralErrors);
}
