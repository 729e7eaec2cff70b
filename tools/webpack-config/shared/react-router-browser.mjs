// What the sheet provides under the shared keys `react-router` and `react-router-dom`: the browser
// data-router API, and nothing of the server, RSC or framework-mode parts. A shared module cannot
// be tree-shaken (no build knows what the other builds use), so the full package would cost about
// 60 KB gzip on the first screen; this list lets webpack shake the rest out once, here.
// An export missing here fails `tools/webpack-config/src/shared-subsets.test.ts`.
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { RouterProvider as BaseRouterProvider } from 'react-router-full';

export {
  createBrowserRouter,
  data,
  isRouteErrorResponse,
  Outlet,
  redirect,
  useLocation,
  useNavigate,
  useNavigation,
  useNavigationType,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-full';

/** As react-router-dom's own: state updates of the router flush synchronously in the DOM. */
export function RouterProvider(props) {
  return createElement(BaseRouterProvider, { flushSync, ...props });
}
