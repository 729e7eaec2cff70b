import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import {
  createBrowserRouter,
  data,
  Outlet,
  redirect,
  RouterProvider,
  useNavigation,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';
import { i18n, setPseudoLanguage, setScreamers, startI18n } from '@sheet/i18n';
import { registerServiceStrings, SERVICES_NAMESPACE } from '@sheet/services';
import { registerUiKitStrings, Spinner, UI_KIT_NAMESPACE } from '@sheet/ui-kit';
import { BASE_PATH, type RemoteRoutes } from './contract';
import { toRouteObjects } from './compose';
import { OfflineNotice } from './connectivity/OfflineNotice';
import { useResumeOffer } from './resume/checkpoints';
import { RouteErrorScreen } from './RouteErrorScreen';
import { readLaunchParams } from './launch-params';
import { applyPresentation } from '@sheet/reference';
import { connectStandaloneServices } from './standalone-services';
import { useSheetContext } from './sheet-context';
import { registerSheetRuntimeStrings, SHEET_RUNTIME_NAMESPACE } from './strings';

export const ROOT_ROUTE_ID = 'root';

// Only a sheet opened again where the person had been shows it: not on the first screen's path.
const ResumeOffer = lazy(
  () => import(/* webpackChunkName: "resume-offer" */ './resume/ResumeOffer'),
);
/** The root redirects here (spec section 2), keeping the query (context and friends). */
const FIRST_SCREEN_PATH = 'account/create/personal';

type CreateSheetRouterOptions = {
  routes?: RouteObject[];
  patchRoutesOnNavigation?: PatchRoutesOnNavigationFunction;
};

/** The one data router of the sheet; the shell and each remote's standalone dev host both use it. */
export function createSheetRouter({
  routes = [],
  patchRoutesOnNavigation,
}: CreateSheetRouterOptions) {
  const root: RouteObject = {
    id: ROOT_ROUTE_ID,
    path: '/',
    element: <SheetLayout />,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <Spinner />,
    children: [
      {
        index: true,
        element: null,
        loader: ({ request }) => redirect(`/${FIRST_SCREEN_PATH}${new URL(request.url).search}`),
      },
      ...routes,
      {
        path: '*',
        element: null,
        loader: () => {
          throw data('Not found', { status: 404 });
        },
      },
    ],
  };
  return createBrowserRouter([root], { basename: BASE_PATH, patchRoutesOnNavigation });
}

function SheetLayout() {
  const navigation = useNavigation();
  const { t } = useTranslation(SHEET_RUNTIME_NAMESPACE);
  const resumeOffer = useResumeOffer((state) => state.offer);
  return (
    <>
      {navigation.state === 'idle' ? null : (
        <div className="sk-progress" role="progressbar" aria-label={t('loading')} />
      )}
      <OfflineNotice />
      {resumeOffer ? (
        <Suspense fallback={<Spinner />}>
          <ResumeOffer offer={resumeOffer} />
        </Suspense>
      ) : (
        <Outlet />
      )}
    </>
  );
}

/**
 * Shows the spinner until the language's strings are loaded and whatever else the sheet needs
 * first (`ready`: configuration, services, metrics) is done; then the routed view (spec §2).
 */
export async function renderSheet(
  container: HTMLElement,
  router: ReturnType<typeof createSheetRouter>,
  options: { language: string; namespaces?: string[]; ready?: Promise<void> },
): Promise<void> {
  const root = createRoot(container);
  root.render(<Spinner />);
  registerSheetRuntimeStrings();
  await Promise.all([
    startI18n(options.language, [SHEET_RUNTIME_NAMESPACE, ...(options.namespaces ?? [])]),
    options.ready,
  ]);
  root.render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

/** A remote on its own (`nx serve <remote>`): the same routes, the same libs, no shell. */
export function renderStandaloneRemote(remote: RemoteRoutes, container: HTMLElement) {
  const url = new URL(window.location.href);
  const launch = readLaunchParams(url);
  applyPresentation(launch);
  setScreamers(launch.screamers);
  setPseudoLanguage(launch.pseudo);
  useSheetContext.setState({ launch });
  registerServiceStrings();
  registerUiKitStrings();
  return renderSheet(container, createSheetRouter({ routes: toRouteObjects(remote) }), {
    language: launch.language,
    namespaces: [SERVICES_NAMESPACE, UI_KIT_NAMESPACE],
    ready: connectStandaloneServices(launch, url),
  });
}
