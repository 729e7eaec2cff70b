/**
 * One example of every call and event: the params a sheet sends and the result a host answers,
 * typed by the contract (tsc fails when a call is added without one, or an example stops fitting).
 * docs/host-contract.md shows them, the generator checks each against the schema, and the
 * conformance page sends them. `malformed`: params a host must refuse with `invalid_params`
 * (absent where no params can be wrong). Only type imports: the generator loads this file as is.
 */
import type {
  HostEventName,
  HostEvents,
  HostRequestName,
  HostRequests,
} from '../../../libs/bridge/src/contract';

type RequestExample<N extends HostRequestName> = {
  params: HostRequests[N]['params'];
  result: HostRequests[N]['result'];
  malformed?: { params: Record<string, unknown>; why: string };
};

export const REQUEST_EXAMPLES: { [N in HostRequestName]: RequestExample<N> } = {
  authenticate: { params: { reason: 'linkCarrier' }, result: { authenticated: true } },
  getDeviceId: { params: {}, result: { deviceId: '6f1c2d40-0f4e-4a57-9d1e-3c2a9e1f7a10' } },
  getPhoneNumber: { params: {}, result: { phoneNumber: '+12015550123' } },
  httpRequest: {
    params: {
      url: 'https://sheet.example/conformance/probe.json',
      method: 'GET',
      headers: { Accept: 'application/json' },
    },
    result: {
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: '{"probe":"host-contract"}',
    },
    malformed: { params: { url: 42, method: 'GET' }, why: '`url` is not a string' },
  },
  showDialog: {
    params: {
      title: 'Conformance check',
      message: 'Press Cancel.',
      buttons: [
        { id: 'ok', label: 'OK' },
        { id: 'cancel', label: 'Cancel' },
      ],
    },
    result: { buttonId: 'cancel' },
    malformed: {
      params: { title: 'Conformance check', message: 'No buttons', buttons: 'OK' },
      why: '`buttons` is not a list',
    },
  },
  signPayload: {
    params: { payload: 'conformance-payload' },
    result: { signature: 'MEUCIQDx2k' },
    malformed: { params: { payload: 42 }, why: '`payload` is not a string' },
  },
  openUrl: {
    params: { url: 'https://sheet.example/conformance/opened.html' },
    result: {},
    malformed: { params: {}, why: '`url` is missing' },
  },
  handOverDetails: {
    params: { details: { accountName: 'person@example.com' } },
    result: {},
    malformed: { params: { details: 'person@example.com' }, why: '`details` is not an object' },
  },
  notifyTermsAgreed: {
    params: { agreed: true, termsVersionId: '42' },
    result: {},
    malformed: { params: { agreed: 'yes' }, why: '`agreed` is not a boolean' },
  },
  notifyPrivacyConsent: {
    params: { choice: 'consented' },
    result: {},
    malformed: { params: { choice: 'maybe' }, why: '`choice` is not one of the choices' },
  },
  expectSmsCode: {
    params: { msisdn: '+15555550100' },
    result: {},
    malformed: { params: { msisdn: 15555550100 }, why: '`msisdn` is not a string' },
  },
  getCaptchaData: {
    params: { action: 'createAccount' },
    result: { token: '03AFcWeA5x' },
    malformed: { params: { action: 'signIn' }, why: '`action` is not `createAccount`' },
  },
  setNavigationButtons: {
    params: { back: false, close: true },
    result: {},
    malformed: { params: { back: true }, why: '`close` is missing' },
  },
  setCarrierStatus: {
    params: { status: 'eligible' },
    result: {},
    malformed: { params: { status: 'linked' }, why: '`status` is not a carrier status' },
  },
  invalidateSubscriptionStatus: { params: {}, result: {} },
  closeSheet: {
    params: { result: 'success' },
    result: {},
    malformed: { params: { result: 'done' }, why: '`result` is not `success` or `cancelled`' },
  },
  saveCheckpoint: {
    params: { version: 1, checkpoint: '{"route":"/account/create/verify-email"}' },
    result: {},
    malformed: {
      params: { version: '1', checkpoint: 'conformance' },
      why: '`version` is not a number',
    },
  },
  restoreCheckpoint: {
    params: {},
    result: { version: 1, checkpoint: '{"route":"/account/create/verify-email"}' },
  },
};

export const EVENT_EXAMPLES: { [N in HostEventName]: HostEvents[N] } = {
  back: {},
  smsCode: { code: '482913' },
  close: {},
  connectivity: { online: false },
};
