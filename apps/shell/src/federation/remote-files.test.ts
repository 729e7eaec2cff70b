import {
  createRemoteFilesSource,
  firstRouteFiles,
  parseRemoteFiles,
  preload,
  RemoteFilesError,
} from './remote-files';
import type { RemoteManifest } from './remote-manifest';

const MANIFEST_URL = 'https://cdn.test/create-account/v7/mf-manifest.json';
const MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ name: 'routes', assets: { js: { sync: ['routes.1.js'] }, css: { sync: [] } } }],
  firstRoute: {
    routes: [
      { path: 'account/create/personal', files: ['7836.a.js', 'personal.b.js'] },
      { path: ':storefront/subscription/link', files: ['landing.c.js', 'landing.c.css'] },
    ],
    strings: { 'en-us': ['strings-en-us-json.d.js'], ar: ['strings-ar-json.e.js'] },
  },
};
const base = 'https://cdn.test/create-account/v7/';

describe('parseRemoteFiles', () => {
  it('makes every file absolute against the manifest (publicPath auto)', () => {
    const files = parseRemoteFiles(MANIFEST, MANIFEST_URL);
    expect(files.entry).toBe(`${base}remoteEntry.js`);
    expect(files.routesExpose).toEqual([`${base}routes.1.js`]);
    expect(files.routes[0]).toEqual({
      path: 'account/create/personal',
      files: [`${base}7836.a.js`, `${base}personal.b.js`],
    });
    expect(files.strings.ar).toEqual([`${base}strings-ar-json.e.js`]);
  });

  it('takes a manifest without first-route files (a development server) and refuses one without an entry', () => {
    const { firstRoute: _left, ...older } = MANIFEST;
    expect(parseRemoteFiles(older, MANIFEST_URL)).toMatchObject({ routes: [], strings: {} });
    expect(() => parseRemoteFiles({ metaData: {} }, MANIFEST_URL)).toThrow(RemoteFilesError);
  });
});

describe('firstRouteFiles', () => {
  const files = parseRemoteFiles(MANIFEST, MANIFEST_URL);

  it('the entry, the route table, the matching screen and the language’s strings', () => {
    expect(firstRouteFiles(files, '/usa/subscription/link', 'ar')).toEqual([
      `${base}remoteEntry.js`,
      `${base}routes.1.js`,
      `${base}landing.c.js`,
      `${base}landing.c.css`,
      `${base}strings-ar-json.e.js`,
    ]);
  });

  it('only the entry and route table for an unknown path and language', () => {
    expect(firstRouteFiles(files, '/account/create/unknown', 'xx')).toEqual([
      `${base}remoteEntry.js`,
      `${base}routes.1.js`,
    ]);
  });
});

describe('preload', () => {
  it('asks the browser for scripts and styles in the head', () => {
    preload([`${base}a.js`, `${base}b.css`]);
    const links = [...document.head.querySelectorAll('link[rel="preload"]')];
    expect(links.map((link) => [link.getAttribute('as'), link.getAttribute('href')])).toEqual([
      ['script', `${base}a.js`],
      ['style', `${base}b.css`],
    ]);
  });
});

describe('createRemoteFilesSource', () => {
  const remotes = { create_account: MANIFEST_URL } as RemoteManifest;
  afterEach(() => jest.restoreAllMocks());

  it('fetches a manifest once; after a failure, again past the cache', async () => {
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue(new Response(JSON.stringify(MANIFEST)));
    const filesOf = createRemoteFilesSource(async () => remotes);
    await expect(filesOf('create_account')).rejects.toThrow('offline');
    const files = await filesOf('create_account');
    expect(files.entry).toBe(`${base}remoteEntry.js`);
    await filesOf('create_account');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[0]?.[1]).not.toHaveProperty('cache');
    expect(fetchMock.mock.calls[1]?.[1]).toMatchObject({ cache: 'reload' });
  });

  it('says which manifest answered with an error', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 503 }));
    await expect(createRemoteFilesSource(async () => remotes)('create_account')).rejects.toThrow(
      `${MANIFEST_URL} answered 503`,
    );
  });
});
