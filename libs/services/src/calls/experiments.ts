import type { Experiment } from './telemetry';

/**
 * The experiments that apply here (spec §6: limited to allowed routes, products and storefront).
 * A route entry may end in `*` to cover a whole flow; an empty list allows nothing.
 */
export function activeExperiments(
  experiments: readonly Experiment[],
  where: { path: string; productContext: string; storefront: string },
): Experiment[] {
  const routeMatches = (route: string) =>
    route.endsWith('*') ? where.path.startsWith(route.slice(0, -1)) : route === where.path;
  return experiments.filter(
    (experiment) =>
      experiment.routes.some(routeMatches) &&
      experiment.products.includes(where.productContext) &&
      experiment.storefronts
        .map((code) => code.toUpperCase())
        .includes(where.storefront.toUpperCase()),
  );
}
