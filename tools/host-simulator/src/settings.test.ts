import {
  buildSheetUrl,
  DEFAULT_PHONE_NUMBER,
  DEFAULT_SETTINGS,
  parsePhoneNumber,
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
      phone: '+12015550123',
      adopt: true,
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
    const settings = parseSettings(
      '?lang=he&cc=ISR&path=/privacy-consent&tv=1&preload=1&phone=%2B972501234567&adopt=0',
    );
    expect(parseSettings(settingsToSearch(settings))).toEqual(settings);
    expect(settingsToSearch(DEFAULT_SETTINGS)).toBe('');
  });

  it('reads the SIM number: the default, a number, or none', () => {
    expect(DEFAULT_SETTINGS.phone).toBe('+12015550123');
    expect(DEFAULT_PHONE_NUMBER).toBe('+12015550123');
    expect(parseSettings('').phone).toBe('+12015550123');
    expect(parseSettings('?phone=%2B447700900123').phone).toBe('+447700900123');
    // A leading `+` written as is (which a query reads as a space) is kept.
    expect(parseSettings('?phone=+447700900123').phone).toBe('+447700900123');
    expect(parseSettings('phone=+447700900123&lang=ar').phone).toBe('+447700900123');
    expect(parseSettings('?lang=ar&phone=+1+201+555+0199').phone).toBe('+1 201 555 0199');
    expect(parseSettings('?phone=%20%2B33612345678%20').phone).toBe('+33612345678');
    for (const none of ['?phone=none', '?phone=None', '?phone=', '?phone', '?phone=%20']) {
      expect(parseSettings(none).phone).toBeNull();
    }
    expect(parsePhoneNumber(' none ')).toBeNull();
    expect(parsePhoneNumber('')).toBeNull();
    expect(parsePhoneNumber(' +12025550199 ')).toBe('+12025550199');
  });

  it('keeps the SIM number in the query unless it is the default', () => {
    expect(settingsToSearch({ ...DEFAULT_SETTINGS, phone: null })).toBe('?phone=none');
    const other = settingsToSearch({ ...DEFAULT_SETTINGS, phone: '+447700900123' });
    expect(other).toBe('?phone=%2B447700900123');
    expect(parseSettings(other).phone).toBe('+447700900123');
    expect(parseSettings(settingsToSearch({ ...DEFAULT_SETTINGS, phone: null })).phone).toBeNull();
  });

  it('reads the handed-over account setting: on unless adopt is 0 or false', () => {
    expect(DEFAULT_SETTINGS.adopt).toBe(true);
    for (const off of ['?adopt=0', '?adopt=false', '?adopt=FALSE']) {
      expect(parseSettings(off).adopt).toBe(false);
    }
    for (const on of ['', '?adopt=1', '?adopt=true', '?adopt=']) {
      expect(parseSettings(on).adopt).toBe(true);
    }
    expect(settingsToSearch({ ...DEFAULT_SETTINGS, adopt: false })).toBe('?adopt=0');
    const all = { ...DEFAULT_SETTINGS, adopt: false, phone: null, signedIn: true };
    expect(parseSettings(settingsToSearch(all))).toEqual(all);
  });

  it('gives the sheet neither the SIM number nor the handed-over account setting', () => {
    const url = new URL(
      buildSheetUrl('http://127.0.0.1:4200', { ...DEFAULT_SETTINGS, phone: null, adopt: false }),
    );
    expect(url.searchParams.has('phone')).toBe(false);
    expect(url.searchParams.has('adopt')).toBe(false);
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
