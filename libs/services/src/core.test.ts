import { startI18n } from '@sheet/i18n';
import {
  clientOf,
  bagUrl,
  createTransport,
  isOfflineError,
  loadBag,
  ServiceError,
  type Bag,
} from './index';
import { providerForContext } from '@sheet/reference';
import { BagValueMissingError } from './bag';
import { describeError } from './catalogue';
import { assertSuccess } from './envelope';

const bag: Bag = {
  hosts: {
    default: 'https://svc.test/',
    business: 'https://biz.test',
    education: 'https://edu.test',
    sharedBusiness: 'https://sbiz.test',
    sharedEducation: 'https://sedu.test',
  },
  paths: { termsGet: '/terms' },
};

describe('bag', () => {
  it('builds a URL from the provider host of the product context and the named path', () => {
    expect(bagUrl(bag, 'termsGet')).toBe('https://svc.test/terms');
    expect(bagUrl(bag, 'termsGet', 'music')).toBe('https://svc.test/terms');
    expect(bagUrl(bag, 'termsGet', 'business')).toBe('https://biz.test/terms');
    expect(bagUrl(bag, 'termsGet', 'education')).toBe('https://edu.test/terms');
    expect(bagUrl(bag, 'termsGet', 'sharedBusiness')).toBe('https://sbiz.test/terms');
    expect(bagUrl(bag, 'termsGet', 'shared-education')).toBe('https://sedu.test/terms');
    expect(providerForContext(undefined)).toBe('default');
  });

  it('throws "Bag value missing" naming the key', () => {
    expect(() => bagUrl(bag, 'linkCarrier')).toThrow(new BagValueMissingError('linkCarrier'));
    expect(() => bagUrl(bag, 'linkCarrier')).toThrow('Bag value missing: linkCarrier');
  });

  it('loads the bag from its URL and refuses a malformed one', async () => {
    const ok = jest.fn(async () => ({ httpStatus: 200, body: { status: 0, ...bag } }));
    await expect(loadBag('https://svc.test/bag.json', ok)).resolves.toEqual(bag);
    const bad = jest.fn(async () => ({ httpStatus: 200, body: { status: 0, hosts: 3 } }));
    await expect(loadBag('https://svc.test/bag.json', bad)).rejects.toThrow('Bag is malformed');
  });
});

describe('transport', () => {
  const answering = (text: string, status = 200) =>
    jest.fn(
      async (_url: string | URL | Request, _init?: RequestInit) => new Response(text, { status }),
    );

  it('sends form bodies form-encoded with booleans as 1 or 0, and leaves empty values out', async () => {
    const fetchImpl = answering('{"status":0}');
    const transport = createTransport({ fetchImpl, getAuthToken: () => 'tok' });
    await transport({
      method: 'POST',
      url: 'https://svc.test/x',
      form: { marketing: true, agreed: false, skip: undefined, n: 3 },
    });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('https://svc.test/x');
    expect(init?.body).toBe('marketing=1&agreed=0&n=3');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe(
      'application/x-www-form-urlencoded',
    );
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it.each([
    ['phone', 'android'],
    ['tv', 'android-tv'],
  ] as const)(
    'names the app version and platform on a %s with every call',
    async (device, platform) => {
      const fetchImpl = answering('{"status":0}');
      await createTransport({ fetchImpl, client: clientOf(device) })({
        method: 'GET',
        url: 'https://svc.test/x',
      });
      expect(fetchImpl.mock.calls[0]![1]?.headers).toMatchObject({
        'X-Client-Version': '2534.14.0',
        'X-Client-Platform': platform,
      });
    },
  );

  it('tells the services the person’s language, once the sheet has one', async () => {
    const fetchImpl = answering('{"status":0}');
    const send = () => createTransport({ fetchImpl })({ method: 'GET', url: 'https://svc.test/x' });
    await send();
    expect(fetchImpl.mock.calls[0]![1]?.headers).not.toHaveProperty('Accept-Language');
    await startI18n('zh-cn');
    await send();
    expect(fetchImpl.mock.calls[1]![1]?.headers).toMatchObject({ 'Accept-Language': 'zh-cn' });
  });

  it('sends JSON bodies as JSON and queries in the URL', async () => {
    const fetchImpl = answering('{"status":0}');
    await createTransport({ fetchImpl })({
      method: 'POST',
      url: 'https://svc.test/x',
      json: { guid: 'g' },
      query: { a: 1, flag: true },
    });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('https://svc.test/x?a=1&flag=1');
    expect(init?.body).toBe('{"guid":"g"}');
  });

  it('uses the host HTTP bridge when inside the host', async () => {
    const hostHttp = jest.fn(async () => ({ status: 200, body: '{"status":0,"ok":true}' }));
    const answer = await createTransport({ hostHttp })({
      method: 'GET',
      url: 'https://svc.test/x',
    });
    expect(answer).toEqual({ httpStatus: 200, body: { status: 0, ok: true } });
    expect(hostHttp).toHaveBeenCalledWith(
      expect.objectContaining({ url: 'https://svc.test/x', method: 'GET' }),
    );
  });

  it('turns a body that is not JSON, a silent server and a dead network into typed errors', async () => {
    await expect(
      createTransport({ fetchImpl: answering('<html>') })({
        method: 'GET',
        url: 'https://svc.test/x?code=1',
      }),
    ).rejects.toMatchObject({
      fields: { errorType: 'MalformedResponse', url: 'https://svc.test/x' },
    });
    const hostHttp = () => new Promise<never>(() => undefined);
    await expect(
      createTransport({ hostHttp, timeoutMs: 20 })({ method: 'GET', url: 'https://svc.test/x' }),
    ).rejects.toMatchObject({
      fields: { errorType: 'Timeout' },
    });
    const down = jest.fn(async () => Promise.reject(new TypeError('fetch failed')));
    await expect(
      createTransport({ fetchImpl: down })({ method: 'GET', url: 'https://svc.test/x' }),
    ).rejects.toMatchObject({
      fields: { errorType: 'Network' },
    });
  });

  it('says Offline when the host answers offline or the browser is offline, never reaching a server', async () => {
    const hostOffline = () =>
      Promise.reject(Object.assign(new Error('The device is offline'), { code: 'offline' }));
    const request = { method: 'GET', url: 'https://svc.test/x' } as const;
    const failure = await createTransport({ hostHttp: hostOffline })(request).catch((e) => e);
    expect(failure).toMatchObject({ fields: { errorType: 'Offline' } });
    expect(isOfflineError(failure)).toBe(true);
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const down = jest.fn(async () => Promise.reject(new TypeError('fetch failed')));
    await expect(createTransport({ fetchImpl: down })(request)).rejects.toMatchObject({
      fields: { errorType: 'Offline' },
    });
    onLine.mockRestore();
    expect(describeError(failure)).toMatchObject({ i18nKey: 'networkError' });
  });
});

describe('envelope', () => {
  it('passes a success through', () => {
    expect(assertSuccess('Terms get', 'https://svc.test/terms', { status: 0, terms: 1 })).toEqual({
      status: 0,
      terms: 1,
    });
  });

  it('throws a server error naming the call and the URL without its query on status -1', () => {
    const failure = () =>
      assertSuccess('Email code validate', 'https://svc.test/v?secretCode=123456', {
        status: -1,
        errorKey: 'X',
      });
    expect(failure).toThrow(
      new ServiceError('Email code validate failed: https://svc.test/v', { kind: 'SERVER_ERROR' }),
    );
    try {
      failure();
    } catch (error) {
      expect(JSON.stringify((error as ServiceError).fields)).not.toContain('123456');
      expect((error as ServiceError).kind).toBe('SERVER_ERROR');
    }
  });

  it('fills the error object from the answer: domain, amsErrorCode and details (spec §3)', () => {
    const failure = () =>
      assertSuccess('Link carrier', 'https://svc.test/carrier/link', {
        status: -1,
        errorKey: 'MZCommerce.HardBundleAlreadyClaimed',
        domain: 'MZCommerce',
        amsErrorCode: '3004',
        details: { bundle: 'x' },
      });
    expect(failure).toThrow(
      expect.objectContaining({
        fields: expect.objectContaining({
          domain: 'MZCommerce',
          amsErrorCode: '3004',
          details: { bundle: 'x' },
          status: -1,
        }),
      }),
    );
  });

  it.each([
    [401, 'signInRequired', 'reauthenticate'],
    [5002, 'unknownServerError', 'show'],
    [6, 'cancelled', 'ignore'],
  ])('takes status %s as the failure spec §8 names, not as success', (status, i18nKey, action) => {
    let thrown: unknown;
    try {
      assertSuccess('Terms check', 'https://svc.test/terms/check', { status });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ServiceError);
    expect((thrown as ServiceError).fields.status).toBe(status);
    expect(describeError(thrown)).toMatchObject({ i18nKey, action });
  });

  it('marks failures that carry validation results as server validation errors', () => {
    const failure = () =>
      assertSuccess('Validate fields', 'https://svc.test/v', {
        status: -1,
        validationResults: [{ errorString: 'x' }],
      });
    expect(failure).toThrow(expect.objectContaining({ kind: 'SERVER_VALIDATION_ERROR' }));
  });
});
