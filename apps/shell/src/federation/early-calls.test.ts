import { createEarlyFetches, sendFirstCallsEarly } from './early-calls';
import { DEFAULT_SHEET_CONFIG } from '../launch/sheet-config';
import { readLaunchParams } from '@sheet/reference';

const BAG: { hosts: Record<string, string>; paths: Record<string, string> } = {
  hosts: { default: 'https://svc.test', business: '', education: '' },
  paths: { createAccountFields: '/fields' },
};
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

let network: jest.Mock;
beforeEach(() => {
  network = jest.fn(async (url: string) => json(url.endsWith('/bag.json') ? BAG : { status: 0 }));
  global.fetch = network as unknown as typeof fetch;
});

async function sendEarly(win: Window, experimentsUrl?: string) {
  const fetches = createEarlyFetches();
  const sent = await sendFirstCallsEarly({
    config: Promise.resolve({
      ...DEFAULT_SHEET_CONFIG,
      bagUrl: 'https://svc.test/bag.json',
      ...(experimentsUrl ? { experimentsUrl } : {}),
    }),
    calls: Promise.resolve([{ bagKey: 'createAccountFields', query: { context: 'create' } }]),
    launch: readLaunchParams(
      new URL('https://sheet.test/account/create/personal?lang=fr-fr&cc=fra'),
    ),
    fetches,
    win,
  });
  return { sent, fetches };
}

test('the entry asks for the bag, then the declared calls; the services’ identical requests take them once', async () => {
  const win = { location: { search: '' } } as unknown as Window & { parent: Window };
  win.parent = win;
  const { sent, fetches } = await sendEarly(win);
  expect(sent).toBe(1);
  expect(network.mock.calls.map(([url]) => url)).toEqual([
    'https://svc.test/bag.json',
    'https://svc.test/fields?context=create',
  ]);
  const [, init] = network.mock.calls[1] as [string, RequestInit];
  expect(new Headers(init.headers).get('Accept-Language')).toBe('fr-fr');
  expect(new Headers(init.headers).get('X-Client-Platform')).toBe('android');

  const headers = { 'Accept-Language': 'fr-fr' };
  const taken = await fetches.fetch('https://svc.test/fields?context=create', { headers });
  expect(await taken.json()).toEqual({ status: 0 });
  expect(network).toHaveBeenCalledTimes(2);
  // Once only; and another language is another request.
  await fetches.fetch('https://svc.test/fields?context=create', { headers });
  await fetches.fetch('https://svc.test/bag.json', { headers: { 'Accept-Language': 'de-de' } });
  expect(network).toHaveBeenCalledTimes(4);
});

test('the experiment configuration goes with them: from the bag, or from sheet-config’s address', async () => {
  const win = { location: { search: '' } } as unknown as Window & { parent: Window };
  win.parent = win;
  BAG.paths.experimentConfig = '/experiments';
  try {
    expect((await sendEarly(win)).sent).toBe(2);
    expect((await sendEarly(win, 'https://cdn.test/experiments.json')).sent).toBe(2);
  } finally {
    delete BAG.paths.experimentConfig;
  }
  expect(network.mock.calls.map(([url]) => url)).toEqual([
    'https://svc.test/bag.json',
    'https://svc.test/fields?context=create',
    'https://svc.test/experiments',
    'https://svc.test/bag.json',
    'https://svc.test/fields?context=create',
    'https://cdn.test/experiments.json',
  ]);
});

test('inside a host (framed, or its object injected) nothing goes out early: the bridge sends', async () => {
  const framed = { location: { search: '' }, parent: {} } as unknown as Window;
  expect((await sendEarly(framed)).sent).toBe(0);
  const android = { location: { search: '' }, SheetHost: {} } as unknown as Window & {
    parent: Window;
  };
  android.parent = android;
  expect((await sendEarly(android)).sent).toBe(0);
  expect(network).not.toHaveBeenCalled();
});

test('when the services asked first, the entry takes a copy of their answer: nothing is sent twice', async () => {
  const win = { location: { search: '' } } as unknown as Window & { parent: Window };
  win.parent = win;
  const fetches = createEarlyFetches();
  const headers = { 'Accept-Language': 'fr-fr' };
  const services = fetches.fetch('https://svc.test/bag.json', { headers });
  const entry = fetches.send('https://svc.test/bag.json', {}, 'fr-fr');
  expect(await (await entry).json()).toEqual(BAG);
  expect(await (await services).json()).toEqual(BAG);
  expect(network).toHaveBeenCalledTimes(1);
});
