import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useOneTimeBackHandler } from '@sheet/routing';

/**
 * On the code screen, the host's back button returns to the details form (keeping what was
 * typed and the query) instead of leaving the sheet: the person may have mistyped the address.
 */
export function useBackToPersonalDetails(): void {
  const navigate = useNavigate();
  const { search } = useLocation();
  const backToDetails = useCallback(
    () => void navigate({ pathname: '/account/create/personal', search }, { replace: true }),
    [navigate, search],
  );
  useOneTimeBackHandler(backToDetails);
}
