import { firstCallRequests, isFirstCallList, type FirstCall } from './first-calls';
import { readLaunchParams } from './launch-params';
import type { Bag } from './service-requests';

const BAG: Bag = {
  hosts: {
    default: 'https://svc.test/',
    business: 'https://business.svc.test',
    education: '',
    sharedBusiness: '',
    sharedEducation: '',
  },
  paths: { fields: '/account/fields', consent: '/consent' },
};
const launchOf = (query: string) => readLaunchParams(new URL(`https://sheet.test/x?${query}`));
const requestsFor = (calls: FirstCall[], query = '') =>
  firstCallRequests(BAG, calls, launchOf(query), new URLSearchParams(query));

test('a call is the bag key’s address with its fixed and launch values', () => {
  const calls: FirstCall[] = [
    { bagKey: 'fields', query: { context: 'create', flag: false, cc: { launch: 'storefront' } } },
  ];
  expect(requestsFor(calls, 'cc=fra')).toEqual([
    {
      method: 'GET',
      url: 'https://svc.test/account/fields',
      query: { context: 'create', flag: false, cc: 'FRA' },
    },
  ]);
  // The product context picks the host, as the services do.
  expect(requestsFor(calls, 'productContext=business')[0]?.url).toBe(
    'https://business.svc.test/account/fields',
  );
});

test('conditions: a query that changes the screen’s call, a launch value, an address the bag lacks', () => {
  const calls: FirstCall[] = [
    { bagKey: 'fields', onlyWithout: ['context'] },
    { bagKey: 'consent', onlyWhen: { storefront: 'CHN' } },
    { bagKey: 'unknown' },
  ];
  expect(requestsFor(calls).map((r) => r.url)).toEqual(['https://svc.test/account/fields']);
  expect(requestsFor(calls, 'context=cipCarrier&cc=chn').map((r) => r.url)).toEqual([
    'https://svc.test/consent',
  ]);
});

test('only a list of well-formed calls is read; anything else sends nothing', () => {
  expect(isFirstCallList([{ bagKey: 'a', query: { b: { launch: 'device' } } }])).toBe(true);
  for (const bad of [
    undefined,
    {},
    [{}],
    [{ bagKey: '' }],
    [{ bagKey: 'a', query: { b: { launch: 'password' } } }],
    [{ bagKey: 'a', query: { b: [] } }],
    [{ bagKey: 'a', onlyWithout: [1] }],
    [{ bagKey: 'a', onlyWhen: { secret: 'x' } }],
  ]) {
    expect(isFirstCallList(bad)).toBe(false);
  }
});
