import {
  buildSheetUrl,
  DEFAULT_SETTINGS,
  parseSettings,
  SCREENS,
  settingsToSearch,
} from './settings';
import { loadConfig, parseConfig } from './config';

describe('settings', () => {
  it('has the ten screens of the spec', () => {
    expect(SCREENS).toHaveLength(10);
    expect(SCREENS.map((screen) => screen.path)).toContain(
      '/us/subscription/link?adamId=1007&p=PLAIN_OFFER&t=demo-token',
    );
  });

  it('reads the simulator query and falls back on unknown values', () => {
    expect(parseSettings('?lang=ar&cc=sau&path=/terms&tv=1&theme=dark&signedIn=1')).toEqual({
      lang: 'ar',
      cc: 'SAU',
      path: '/terms',
      tv: true,
      theme: 'dark',
      signedIn: true,
      preload: false,
    });
    expect(
      parseSettings('?lang=<x>&cc=1&path=//evil.test&theme=blue&tv=0&isAppPreload=true'),
    ).toEqual({
      ...DEFAULT_SETTINGS,
      preload: true,
    });
    expect(parseSettings('?path=https://evil.test/').path).toBe(DEFAULT_SETTINGS.path);
  });

  it('round-trips through its own query', () => {
    const settings = parseSettings('?lang=he&cc=ISR&path=/privacy-consent&tv=1&preload=1');
    expect(parseSettings(settingsToSearch(settings))).toEqual(settings);
    expect(settingsToSearch(DEFAULT_SETTINGS)).toBe('');
  });

  it('builds the sheet URL with lang, cc, theme, device, host and preload', () => {
    const url = new URL(
      buildSheetUrl('http://127.0.0.1:4200/', {
        ...DEFAULT_SETTINGS,
        path: '/us/subscription/link?adamId=1007&p=PLAIN_OFFER&t=demo-token',
        tv: true,
        preload: true,
        theme: 'dark',
      }),
    );
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:4200/us/subscription/link');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      adamId: '1007',
      p: 'PLAIN_OFFER',
      t: 'demo-token',
      lang: 'en-us',
      cc: 'USA',
      theme: 'dark',
      device: 'tv',
      host: 'simulator',
      isAppPreload: 'true',
    });
    const plain = new URL(buildSheetUrl('http://127.0.0.1:4200', DEFAULT_SETTINGS));
    expect(plain.searchParams.has('device')).toBe(false);
    expect(plain.searchParams.has('isAppPreload')).toBe(false);
  });
});

describe('config', () => {
  it('takes http URLs and reports bad ones', () => {
    expect(parseConfig({ sheetUrl: 'http://a.test:1/', emulatorUrl: 'https://b.test' })).toEqual({
      config: { sheetUrl: 'http://a.test:1', emulatorUrl: 'https://b.test' },
      problems: [],
    });
    const bad = parseConfig({ sheetUrl: 'javascript:alert(1)' });
    expect(bad.config).toEqual({
      sheetUrl: 'http://127.0.0.1:4200',
      emulatorUrl: 'http://127.0.0.1:4100',
    });
    expect(bad.problems).toHaveLength(2);
  });

  it('loads ./simulator-config.json from its own origin, with defaults when it cannot', async () => {
    const fetchImpl = jest.fn(async () =>
      Response.json({ sheetUrl: 'http://s.test', emulatorUrl: 'http://e.test' }),
    );
    await expect(loadConfig(fetchImpl, 'http://sim.test/?lang=ar')).resolves.toEqual({
      config: { sheetUrl: 'http://s.test', emulatorUrl: 'http://e.test' },
      problems: [],
    });
    expect(fetchImpl).toHaveBeenCalledWith('http://sim.test/simulator-config.json', {
      cache: 'no-store',
    });
    const missing = jest.fn(async () => new Response('nope', { status: 404 }));
    const result = await loadConfig(missing, 'http://sim.test/');
    expect(result.config.sheetUrl).toBe('http://127.0.0.1:4200');
    expect(result.problems[0]).toMatch(/HTTP 404/);
  });
});
