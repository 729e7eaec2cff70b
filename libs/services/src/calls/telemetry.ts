import { callService, type ServiceDeps } from '../call';

export type MetricsEvent = Readonly<Record<string, string | number | boolean | null | undefined>>;

export type Experiment = {
  id: string;
  routes: string[];
  products: string[];
  storefronts: string[];
  variant: string;
};

export async function getExperimentConfig(
  deps: ServiceDeps,
  /** where the environment publishes it (a content delivery host); the bag's address otherwise */
  url?: string,
): Promise<Experiment[]> {
  const answer = await callService<{ experiments?: Experiment[] }>(deps, {
    label: 'Experiment config',
    bagKey: 'experimentConfig',
    method: 'GET',
    ...(url ? { url } : {}),
  });
  return answer.experiments ?? [];
}

/** Messages browsers and WebViews produce that say nothing about the product (spec §8). */
export const NOISE_MESSAGES: readonly RegExp[] = [
  /^Script error\.?$/,
  /ResizeObserver loop/,
  /^Network request failed$/,
  /^Load failed$/,
  /^AbortError/,
  /webkit\.messageHandlers/,
];
