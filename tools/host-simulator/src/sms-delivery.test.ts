import { fetchLatestSmsCode, latestSmsCodeUrl, noSmsNotice } from './sms-delivery';

const EMULATOR = 'http://127.0.0.1:4100';

describe('latestSmsCodeUrl', () => {
  it('asks for the sms channel with the number by its digits', () => {
    expect(latestSmsCodeUrl(EMULATOR, '+1 (555) 555-0100')).toBe(
      'http://127.0.0.1:4100/__control/codes/latest?channel=sms&target=15555550100',
    );
  });
});

describe('fetchLatestSmsCode', () => {
  const url = 'http://127.0.0.1:4100/__control/codes/latest?channel=sms&target=15555550100';

  it('answers the code the emulator last sent, and logs both ways with the code redacted', async () => {
    const fetchImpl = jest.fn(async () =>
      Response.json({ status: 0, code: '482913', id: 'sess-1', sentAt: 1_700_000_000_000 }),
    );
    const log = jest.fn();
    expect(
      await fetchLatestSmsCode(EMULATOR, '+15555550100', fetchImpl as unknown as typeof fetch, log),
    ).toEqual({ code: '482913' });
    expect(fetchImpl).toHaveBeenCalledWith(url);
    expect(log.mock.calls).toEqual([
      ['host → emulator', 'latest SMS code', { url }],
      [
        'emulator → host',
        'latest SMS code',
        {
          httpStatus: 200,
          body: { status: 0, code: '482913', id: 'sess-1', sentAt: 1_700_000_000_000 },
        },
      ],
    ]);
  });

  it('says no SMS has been sent yet when the emulator has no code', async () => {
    const fetchImpl = jest.fn(async () => Response.json({ status: -1, errorKey: 'CodeNotFound' }));
    expect(
      await fetchLatestSmsCode(
        EMULATOR,
        '+15555550100',
        fetchImpl as unknown as typeof fetch,
        jest.fn(),
      ),
    ).toEqual({ notice: 'No SMS has been sent to +15555550100 yet.' });
    expect(noSmsNotice('+15555550100')).toBe('No SMS has been sent to +15555550100 yet.');
  });

  it.each([
    [
      'another error key',
      Response.json({ status: -1, errorKey: 'InjectedFault' }),
      'InjectedFault',
    ],
    ['a body that is not JSON', new Response('oops', { status: 502 }), 'HTTP 502'],
    ['an empty code', Response.json({ status: 0, code: '' }), 'HTTP 200'],
  ])('says the emulator gave no code on %s', async (_label, response, why) => {
    const fetchImpl = jest.fn(async () => response);
    expect(
      await fetchLatestSmsCode(
        EMULATOR,
        '+15555550100',
        fetchImpl as unknown as typeof fetch,
        jest.fn(),
      ),
    ).toEqual({ notice: `The service emulator gave no SMS code for +15555550100 (${why}).` });
  });

  it('says when the emulator cannot be reached', async () => {
    const fetchImpl = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(
      await fetchLatestSmsCode(
        EMULATOR,
        '+15555550100',
        fetchImpl as unknown as typeof fetch,
        jest.fn(),
      ),
    ).toEqual({
      notice: 'Could not reach the service emulator at http://127.0.0.1:4100 (Failed to fetch).',
    });
  });

  it('asks nothing for a number without digits', async () => {
    const fetchImpl = jest.fn();
    const log = jest.fn();
    expect(
      await fetchLatestSmsCode(EMULATOR, 'unknown', fetchImpl as unknown as typeof fetch, log),
    ).toEqual({ notice: 'The sheet expects an SMS to "unknown", which is not a phone number.' });
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });
});
