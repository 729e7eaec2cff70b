/**
 * @sheet/test-support — fakes shared by the flows' unit tests: the sheet around a flow (services,
 * host, launch) and the server's fields and failures. Only `*.test.ts` files import it; nothing a
 * build bundles does, so webpack never ships it (or its `jest` globals).
 */
import { BridgeUnavailableError, type HostBridge, type HostRequestName } from '@sheet/bridge';
import { useSheetContext, type Device, type LaunchParams } from '@sheet/sheet-runtime';
import {
  ServiceError,
  ServiceErrorKind,
  SERVICES_NAMESPACE,
  type Bag,
  type HttpRequest,
  type HttpResponse,
  type ChannelOffer,
  type ServerField,
} from '@sheet/services';

/**
 * What the services answer, by bag key: a response body, or a function of the request giving one
 * (it may throw, e.g. `networkError`, to fail that call). A key missing here fails the test.
 */
export type ServiceAnswers = Readonly<Record<string, unknown>>;

/** What the host does per request; a request without a handler is unavailable on this host. */
export type HostHandlers = Partial<Record<HostRequestName, (params: unknown) => Promise<unknown>>>;

type Reply = (request: HttpRequest) => unknown;

/** Every path of the fake bag is `/<bag key>`, so a request names its call by its path alone. */
const bagKeyOf = (request: HttpRequest) => new URL(request.url).pathname.slice(1);

const BAG: Bag = {
  hosts: {
    default: 'https://svc.test',
    business: '',
    education: '',
    sharedBusiness: '',
    sharedEducation: '',
  },
  paths: new Proxy({} as Record<string, string>, { get: (_target, key) => `/${String(key)}` }),
};

/** The flow only reads `device` from the launch; the rest is a plain US music launch. */
const launchOn = (device: Device): LaunchParams => ({
  ...{ language: 'en-us', storefront: 'USA', theme: 'light', productContext: 'music' },
  ...{ device, isAppPreload: false, screamers: false, pseudo: false },
});

/**
 * Puts the flow in a sheet whose services answer `answers` by bag key. With `host`, the sheet has a
 * host bridge doing what `host` says; without it, the sheet runs with no host at all (as in a
 * browser). Returns the mocks to assert on, and `calls(key)`: the requests sent to that bag key.
 */
export function fakeSheet(answers: ServiceAnswers, host?: HostHandlers, device: Device = 'phone') {
  const transport = jest.fn(async (request: HttpRequest): Promise<HttpResponse> => {
    const key = bagKeyOf(request);
    if (!(key in answers)) throw new Error(`unexpected call ${key}`);
    const answer = answers[key];
    return {
      httpStatus: 200,
      body: typeof answer === 'function' ? (answer as Reply)(request) : answer,
    };
  });
  const hostRequest = jest.fn(async (name: HostRequestName, params: unknown) => {
    const handler = host?.[name];
    if (!handler) throw new BridgeUnavailableError(name);
    return handler(params);
  });
  const bridge: HostBridge | undefined = host && {
    kind: 'simulator',
    // The real `request` is typed per request name; the fake returns whatever the handler gives.
    request: hostRequest as unknown as HostBridge['request'],
    onBack: () => () => undefined,
    on: () => () => undefined,
    dispose: () => undefined,
  };
  const reportError = jest.fn();
  const closeSheet = jest.fn(async () => undefined);
  useSheetContext.setState({
    services: { bag: BAG, transport },
    bridge,
    launch: launchOn(device),
    reportError,
    closeSheet,
  });
  const calls = (key: string) =>
    transport.mock.calls.map(([request]) => request).filter((r) => bagKeyOf(r) === key);
  return { calls, transport, hostRequest, reportError, closeSheet };
}

/** A required, active text field; `overrides` change any of that. */
export const serverField = (id: string, overrides: Partial<ServerField> = {}): ServerField => ({
  id,
  label: id,
  required: true,
  isActive: true,
  fieldType: 'input',
  ...overrides,
});

/** A required, active checkbox (terms, consents). */
export const checkboxField = (id: string, overrides: Partial<ServerField> = {}) =>
  serverField(id, { fieldType: 'checkbox', ...overrides });

/** The personal details form as the service sends it (the storefront select aside). */
export const DETAILS_FIELDS: readonly ServerField[] = [
  serverField('firstName'),
  serverField('acAccountName'),
  serverField('acAccountPassword'),
  serverField('birthday'),
  checkboxField('agreedToTerms'),
  checkboxField('piplAppleTermsConsent'),
];

/** The error the services raise when the service cannot be reached. */
export const networkFailure = () =>
  new ServiceError('The service could not be reached', {
    kind: ServiceErrorKind.serverError,
    errorType: 'Network',
  });

/** A service answer (see `ServiceAnswers`) for a call that fails on the network. */
export const networkError = (): never => {
  throw networkFailure();
};

/** A message in the services' shared strings (network error, general error, …). */
export const servicesKey = (i18nKey: string) => ({ ns: SERVICES_NAMESPACE, i18nKey });

/** The emulator's SMS demo offer (1001), as the offer params call answers it. */
export const SMS_OFFER: ChannelOffer = {
  carrierId: 'DEMO_TEL',
  carrierName: 'Demo Tel',
  productCode: 'SMS_OFFER',
  linkParams: 'offer=1001',
  isFamily: false,
};
