import { DEFAULT_FEATURE_SWITCHES } from '@sheet/sheet-runtime';
import { DEFAULT_SHEET_CONFIG, parseSheetConfig } from './sheet-config';

describe('parseSheetConfig', () => {
  it('starts with every switch off, the same switches the sheet context knows', () => {
    expect(DEFAULT_SHEET_CONFIG.features).toEqual(DEFAULT_FEATURE_SWITCHES);
    expect(parseSheetConfig({}, 'http://sheet.test/').features).toEqual(DEFAULT_FEATURE_SWITCHES);
  });

  it('reads the bag URL (relative to the file), host origins, test mode and noise', () => {
    expect(
      parseSheetConfig(
        {
          bagUrl: '/services/bag.json',
          hostOrigins: ['http://127.0.0.1:4300/x', 3],
          testMode: true,
          errorNoise: ['Extension'],
          features: { credentialService: true, bundleInAppPurchase: 'yes', unknownSwitch: true },
        },
        'https://sheet.example/sheet-config.json',
      ),
    ).toEqual({
      bagUrl: 'https://sheet.example/services/bag.json',
      hostOrigins: ['http://127.0.0.1:4300'],
      testMode: true,
      errorNoise: ['Extension'],
      features: {
        uninstalledAppCarrierLinkFlow: false,
        bundleInAppPurchase: false,
        credentialService: true,
      },
      integrity: 'required',
      serviceWorker: 'on',
    });
  });

  it('keeps the service worker unless the file says off: the kill switch', () => {
    const worker = (value: unknown) =>
      parseSheetConfig({ serviceWorker: value }, 'https://sheet.example/').serviceWorker;
    expect(worker('off')).toBe('off');
    for (const other of [undefined, 'on', false, 'OFF', 0]) expect(worker(other)).toBe('on');
  });

  it('checks remote files unless the file turns integrity off in so many words', () => {
    const mode = (value: unknown) =>
      parseSheetConfig({ integrity: value }, 'https://sheet.example/').integrity;
    expect(mode('off')).toBe('off');
    for (const other of [undefined, 'required', false, 'OFF', 0])
      expect(mode(other)).toBe('required');
  });

  it('takes a service time-out between 1 and 60 s, and nothing else', () => {
    const timeout = (value: unknown) =>
      parseSheetConfig({ serviceTimeoutMs: value }, 'https://sheet.example/').serviceTimeoutMs;
    expect(timeout(3000)).toBe(3000);
    expect(timeout(999)).toBeUndefined();
    expect(timeout(60_001)).toBeUndefined();
    expect(timeout('3000')).toBeUndefined();
  });

  it('reads where the experiment configuration is published (relative to the file), if anywhere', () => {
    const experiments = (value: unknown) =>
      parseSheetConfig({ experimentsUrl: value }, 'https://sheet.example/sheet/').experimentsUrl;
    expect(experiments('https://cdn.example/exp.json')).toBe('https://cdn.example/exp.json');
    expect(experiments('exp.json')).toBe('https://sheet.example/sheet/exp.json');
    expect(experiments(undefined)).toBeUndefined();
    expect(experiments(42)).toBeUndefined();
  });

  it('falls back to the defaults for anything missing or malformed', () => {
    expect(parseSheetConfig('nonsense', 'https://sheet.example/')).toEqual(DEFAULT_SHEET_CONFIG);
  });
});
