/**
 * The fixed content path the sheet is served under (spec section 2): `/` in development and tests,
 * the production one (tools/webpack-config `PRODUCTION_BASE_PATH`) in the build nginx serves. The
 * build sets it; code that runs outside a build (unit tests) sees `/`.
 */
export const SHEET_BASE_PATH: string =
  typeof __SHEET_BASE_PATH__ === 'string' ? __SHEET_BASE_PATH__ : '/';

/**
 * The route path of a page address: `/terms` for `/account-sheet/terms` under that base path. A
 * path outside the base path is returned as it is (it matches no route).
 */
export function pathUnderBase(pathname: string, basePath: string = SHEET_BASE_PATH): string {
  if (basePath === '/') return pathname;
  const base = basePath.replace(/\/$/, '');
  if (pathname === base) return '/';
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
}
