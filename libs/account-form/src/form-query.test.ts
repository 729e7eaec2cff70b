import { readAccountFormQuery as readFlowQuery, sameQuery } from './form-query';

const read = (search: string) => readFlowQuery(new URLSearchParams(search));

describe('readFlowQuery', () => {
  it('defaults to the create context and nothing else', () => {
    expect(read('')).toEqual({ context: 'create' });
  });

  it('reads every parameter of the personal screen', () => {
    expect(
      read(
        'context=cipCarrier&restrictedAccountType=restrictedPhone&simpleCarrierBundling=1&isVideoEverywhere=true',
      ),
    ).toEqual({
      context: 'cipCarrier',
      restrictedAccountType: 'restrictedPhone',
      simpleCarrierBundling: true,
      isVideoEverywhere: true,
    });
  });

  it('falls back for values this version does not know', () => {
    expect(read('context=business&restrictedAccountType=restrictedFax')).toEqual({
      context: 'create',
    });
  });

  it.each([
    ['1', true],
    ['TRUE', true],
    ['0', false],
    ['false', false],
    ['yes', false],
  ])('reads the flag %s as %s', (value, expected) => {
    expect(read(`simpleCarrierBundling=${value}`).simpleCarrierBundling).toBe(expected);
  });
});

describe('sameQuery', () => {
  it('tells the same query from a different one', () => {
    expect(sameQuery(read('context=create'), { context: 'create' })).toBe(true);
    expect(sameQuery(read('simpleCarrierBundling=0'), { context: 'create' })).toBe(false);
    expect(sameQuery(read('context=cipCarrier'), { context: 'create' })).toBe(false);
  });
});
