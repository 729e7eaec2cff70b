import { DEFAULT_SHEET_CONFIG, parseSheetConfig } from './sheet-config';

describe('parseSheetConfig', () => {
  it('reads the bag URL (relative to the file), host origins, test mode and noise', () => {
    expect(
      parseSheetConfig(
        {
          bagUrl: '/services/bag.json',
          hostOrigins: ['http://127.0.0.1:4300/x', 3],
          testMode: true,
          errorNoise: ['Extension'],
        },
        'https://sheet.example/sheet-config.json',
      ),
    ).toEqual({
      bagUrl: 'https://sheet.example/services/bag.json',
      hostOrigins: ['http://127.0.0.1:4300'],
      testMode: true,
      errorNoise: ['Extension'],
    });
  });

  it('falls back to the defaults for anything missing or malformed', () => {
    expect(parseSheetConfig('nonsense', 'https://sheet.example/')).toEqual(DEFAULT_SHEET_CONFIG);
  });
});
