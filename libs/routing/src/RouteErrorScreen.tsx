import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { ErrorPanel } from '@sheet/ui-kit';
import { ROUTING_NAMESPACE } from './strings';

/**
 * What a person sees when a flow fails to load or to render: a localised message and Retry.
 * Retry navigates to the same place again, which reloads whatever failed (remote, chunk, strings)
 * and resets the failed screen; the rest of the sheet is untouched.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const { t } = useTranslation(ROUTING_NAMESPACE);
  const navigate = useNavigate();
  const location = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const retry = () => navigate(location, { replace: true, state: location.state });
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
