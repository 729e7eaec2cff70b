import { activeExperiments, type Experiment } from '../index';

const experiment = (overrides: Partial<Experiment>): Experiment => ({
  id: 'x',
  routes: ['/account/create/*'],
  products: ['music'],
  storefronts: ['USA'],
  variant: 'b',
  ...overrides,
});

describe('activeExperiments', () => {
  const here = { path: '/account/create/personal', productContext: 'music', storefront: 'usa' };

  it('applies an experiment only on its routes, products and storefronts', () => {
    expect(activeExperiments([experiment({})], here)).toHaveLength(1);
    expect(activeExperiments([experiment({ routes: ['/terms'] })], here)).toEqual([]);
    expect(activeExperiments([experiment({ products: ['tv'] })], here)).toEqual([]);
    expect(activeExperiments([experiment({ storefronts: ['KOR'] })], here)).toEqual([]);
    expect(
      activeExperiments([experiment({ routes: ['/account/create/personal'] })], here),
    ).toHaveLength(1);
    expect(activeExperiments([experiment({ routes: [] })], here)).toEqual([]);
  });
});
