import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { RETURNING_STATE, useOneTimeBackHandler } from '@sheet/sheet-runtime';
import { FLOW_PATHS } from './paths';

/**
 * On a code screen, the host's back button returns to the details form (keeping what was typed
 * and the query) instead of leaving the sheet: the person may have mistyped the address. Coming
 * from the form it goes back in history; opened directly it replaces the entry with the form.
 */
export function useBackToPersonalDetails(): void {
  const navigate = useNavigate();
  const { search, key } = useLocation();
  const backToDetails = useCallback(() => {
    if (key !== 'default') void navigate(-1);
    else {
      void navigate(
        { pathname: FLOW_PATHS.personal, search },
        { replace: true, state: RETURNING_STATE },
      );
    }
  }, [navigate, search, key]);
  useOneTimeBackHandler(backToDetails);
}
