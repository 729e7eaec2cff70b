/** The experiment configuration (`GET /experiments.json`): a default list the control endpoint can replace. */
import { MAX_STRING, object, str } from './schemas';

export interface Experiment {
  id: string;
  routes: string[];
  products: string[];
  storefronts: string[];
  variant: string;
}

/** The most experiments `POST /__control/experiments` takes. */
export const MAX_EXPERIMENTS = 20;
/** The most entries of each list (routes, products, storefronts) in one experiment. */
export const MAX_EXPERIMENT_LIST = 50;

const DEFAULT_EXPERIMENTS: readonly Experiment[] = [
  {
    id: 'create-account-single-page',
    routes: ['/account/create/personal'],
    products: ['music', 'tv'],
    storefronts: ['USA', 'CAN'],
    variant: 'B',
  },
  {
    id: 'channel-sms-autofill',
    routes: ['/channel/sms'],
    products: ['SMS_OFFER'],
    storefronts: ['USA'],
    variant: 'control',
  },
  // Wired in the sheet: the personal details screen's shorter subtitle.
  {
    id: 'personal-subtitle',
    routes: ['/account/create/personal'],
    products: ['music', 'tv'],
    storefronts: ['USA', 'GBR', 'CAN'],
    variant: 'short',
  },
];

/** A copy in the answer's key order (callers never share lists with the configuration). */
export function copyExperiment(e: Experiment): Experiment {
  return {
    id: e.id,
    routes: [...e.routes],
    products: [...e.products],
    storefronts: [...e.storefronts],
    variant: e.variant,
  };
}

export function defaultExperiments(): Experiment[] {
  return DEFAULT_EXPERIMENTS.map(copyExperiment);
}

const list = { type: 'array', maxItems: MAX_EXPERIMENT_LIST, items: str(MAX_STRING) };

/** `POST /__control/experiments` body: every field of every experiment required; unknown fields dropped. */
export const experimentsBodySchema = object(
  {
    experiments: {
      type: 'array',
      maxItems: MAX_EXPERIMENTS,
      items: object(
        {
          id: str(64, { minLength: 1 }),
          routes: list,
          products: list,
          storefronts: list,
          variant: str(64, { minLength: 1 }),
        },
        ['id', 'routes', 'products', 'storefronts', 'variant'],
      ),
    },
  },
  ['experiments'],
);
