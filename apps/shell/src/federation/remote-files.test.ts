import {
  createRemoteFilesSource,
  firstRouteFiles,
  parseRemoteFiles,
  preload,
  RemoteFilesError,
  startFirstRouteFiles,
} from './remote-files';
import { createIntegrityRegistry, installIntegrityLookup } from './integrity';
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

  it('reads the hashes a deploy wrote, by absolute URL', () => {
    const files = parseRemoteFiles(
      {
        ...MANIFEST,
        integrity: { 'remoteEntry.js': 'sha384-entry', 'later.f.js': 'sha384-later' },
      },
      MANIFEST_URL,
    );
    expect(files.hashes).toEqual({
      [`${base}remoteEntry.js`]: 'sha384-entry',
      [`${base}later.f.js`]: 'sha384-later',
    });
  });

  it('takes a manifest without first-route files (a development server) and refuses one without an entry', () => {
    const { firstRoute: _left, ...older } = MANIFEST;
    expect(parseRemoteFiles(older, MANIFEST_URL)).toMatchObject({ routes: [], strings: {} });
    expect(() => parseRemoteFiles({ metaData: {} }, MANIFEST_URL)).toThrow(RemoteFilesError);
  });
});

describe('firstRouteFiles', () => {
  const files = parseRemoteFiles(MANIFEST, MANIFEST_URL);

  it('the route table, the matching screen and the language’s strings (not the entry)', () => {
    expect(firstRouteFiles(files, '/usa/subscription/link', 'ar')).toEqual([
      `${base}routes.1.js`,
      `${base}landing.c.js`,
      `${base}landing.c.css`,
      `${base}strings-ar-json.e.js`,
    ]);
  });

  it('only the route table for an unknown path and language', () => {
    expect(firstRouteFiles(files, '/account/create/unknown', 'xx')).toEqual([`${base}routes.1.js`]);
  });
});

describe('preload', () => {
  it('asks the browser for scripts and styles in the head; one with a hash, with it and CORS', () => {
    preload([`${base}a.js`, `${base}b.css`], (url) =>
      url.endsWith('.js') ? 'sha384-a' : undefined,
    );
    const links = [...document.head.querySelectorAll('link[rel="preload"]')];
    const attributes = ['as', 'href', 'crossorigin', 'integrity'];
    expect(links.map((link) => attributes.map((name) => link.getAttribute(name)))).toEqual([
      ['script', `${base}a.js`, 'anonymous', 'sha384-a'],
      ['style', `${base}b.css`, null, null],
    ]);
  });
});

describe('startFirstRouteFiles', () => {
  const files = parseRemoteFiles(MANIFEST, MANIFEST_URL);
  const entry = `${base}remoteEntry.js`;
  const scripts = () =>
    [...document.head.querySelectorAll<HTMLScriptElement>('script')].map((script) => ({
      src: script.getAttribute('src'),
      integrity: script.integrity,
      crossOrigin: script.crossOrigin,
    }));
  const preloaded = () =>
    [...document.head.querySelectorAll('link[rel="preload"]')].map((link) =>
      link.getAttribute('href'),
    );
  const checked = (hashes: Record<string, string>) => {
    const registry = createIntegrityRegistry();
    registry.record('create_account', hashes);
    installIntegrityLookup(registry);
    return registry.known;
  };
  beforeEach(() => document.head.replaceChildren());

  it('runs each checked script with its hash (the entry first), and drops the element once run', () => {
    const known = checked({
      [entry]: 'sha384-e',
      [`${base}routes.1.js`]: 'sha384-r',
      [`${base}personal.b.js`]: 'sha384-p',
      [`${base}strings-en-us-json.d.js`]: 'sha384-s',
    });
    startFirstRouteFiles(files, '/account/create/personal', 'en-us', known);
    expect(scripts()).toEqual([
      { src: entry, integrity: 'sha384-e', crossOrigin: 'anonymous' },
      { src: `${base}routes.1.js`, integrity: 'sha384-r', crossOrigin: 'anonymous' },
      { src: `${base}personal.b.js`, integrity: 'sha384-p', crossOrigin: 'anonymous' },
      { src: `${base}strings-en-us-json.d.js`, integrity: 'sha384-s', crossOrigin: 'anonymous' },
    ]);
    // A chunk the manifest gives no hash is left to the runtime, which refuses it in production.
    expect(preloaded()).toEqual([`${base}7836.a.js`]);
    for (const script of document.head.querySelectorAll('script')) {
      script.dispatchEvent(new Event('load'));
    }
    expect(scripts()).toEqual([]);
  });

  it('drops a failed script’s element, so the runtime’s own attempt asks afresh', () => {
    startFirstRouteFiles(files, '/unknown', 'xx', checked({ [entry]: 'sha384-e' }));
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    expect(scripts()).toEqual([]);
  });

  it('preloads a stylesheet, and only preloads what has no hash: nothing runs unchecked', () => {
    startFirstRouteFiles(files, '/us/subscription/link', 'xx', () => undefined);
    expect(scripts()).toEqual([]);
    expect(preloaded()).toEqual([
      entry,
      `${base}routes.1.js`,
      `${base}landing.c.js`,
      `${base}landing.c.css`,
    ]);
    document.head.replaceChildren();
    const withCss = checked({ [`${base}landing.c.css`]: 'sha384-c', [entry]: 'sha384-e' });
    startFirstRouteFiles(files, '/us/subscription/link', 'xx', withCss);
    expect(scripts().map((script) => script.src)).toEqual([entry]);
    expect(preloaded()).toContain(`${base}landing.c.css`);
  });
});

describe('createRemoteFilesSource', () => {
  const remotes = { create_account: { url: MANIFEST_URL } } as RemoteManifest;
  afterEach(() => jest.restoreAllMocks());

  it('fetches a manifest once; after a failure, again past the cache', async () => {
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue(new Response(JSON.stringify(MANIFEST)));
    const filesOf = createRemoteFilesSource(async () => remotes, createIntegrityRegistry());
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
    await expect(
      createRemoteFilesSource(async () => remotes, createIntegrityRegistry())('create_account'),
    ).rejects.toThrow(`${MANIFEST_URL} answered 503`);
  });

  it('asks with the pointer’s integrity, and gives the manifest’s hashes to the registry', async () => {
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify({ ...MANIFEST, integrity: { 'remoteEntry.js': 'sha384-e' } })),
      );
    const registry = createIntegrityRegistry();
    const sealed = { create_account: { url: MANIFEST_URL, integrity: 'sha384-m' } };
    await createRemoteFilesSource(async () => sealed as RemoteManifest, registry)('create_account');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ integrity: 'sha384-m' });
    expect(registry.integrityFor(`${base}remoteEntry.js?attempt=2`)).toBe('sha384-e');
    expect(registry.remoteOf(`${base}remoteEntry.js`)).toBe('create_account');
  });

  it('says a manifest that the browser refused may not match its integrity', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const sealed = { create_account: { url: MANIFEST_URL, integrity: 'sha384-m' } };
    await expect(
      createRemoteFilesSource(
        async () => sealed as RemoteManifest,
        createIntegrityRegistry(),
      )('create_account'),
    ).rejects.toThrow(`${MANIFEST_URL} did not load or does not match its integrity`);
  });
});
