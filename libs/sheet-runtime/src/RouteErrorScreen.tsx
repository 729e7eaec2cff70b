import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { ErrorPanel } from '@sheet/ui-kit';
import { useSheetContext } from './sheet-context';
import { SHEET_RUNTIME_NAMESPACE } from './strings';
import { LoadError } from './with-timeout';

/**
 * What a person sees when a flow fails to load or to render: a localised message and Retry.
 * After a load failure Retry navigates to the same place again, which loads whatever failed
 * (remote, chunk, strings) anew and leaves the rest of the sheet as it is. After a screen threw
 * while rendering, its broken code is installed in the remote's module cache for good, so only a
 * fresh page (which fetches the remotes anew) can bring the fixed screen.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const { t } = useTranslation(SHEET_RUNTIME_NAMESPACE);
  const navigate = useNavigate();
  const location = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) useSheetContext.getState().reportError(error);
  }, [error, notFound]);
  const retryInPlace = notFound || error instanceof LoadError;
  const retry = () =>
    retryInPlace
      ? navigate(location, { replace: true, state: location.state })
      : window.location.reload();
  return (
    <main className="sk-page">
      <ErrorPanel
        title={t(notFound ? 'notFoundTitle' : 'loadFailedTitle')}
        message={t(notFound ? 'notFoundMessage' : 'loadFailedMessage')}
        actionLabel={t('retry')}
        onAction={retry}
      />
    </main>
  );
}
