import { callService, requireParams, type ServiceDeps } from '../call';
import {
  DEFAULT_COUNTRY_DIAL_CODE,
  PHONE_DELIVERY_METHOD,
  PHONE_FEATURE_VERSION,
} from '@sheet/reference';

/** `sent: false` means the service refused a resend this soon (spec §8: resend too soon). */
export async function generateEmailCode(
  deps: ServiceDeps,
  params: { email: string },
): Promise<{ sent: boolean; clientToken?: string }> {
  requireParams(params, ['email']);
  const answer = await callService<{ result?: boolean; clientToken?: string }>(deps, {
    label: 'Email code generate',
    bagKey: 'emailCodeGenerate',
    method: 'GET',
    query: { email: params.email },
  });
  return { sent: answer.result !== false, clientToken: answer.clientToken };
}

/** The code travels in a POST body: codes never go in a URL. */
export async function validateEmailCode(
  deps: ServiceDeps,
  params: { email: string; secretCode: string; clientToken: string },
): Promise<void> {
  requireParams(params, ['email', 'secretCode', 'clientToken']);
  await callService(deps, {
    label: 'Email code validate',
    bagKey: 'emailCodeValidate',
    method: 'POST',
    form: params,
  });
}

export async function generatePhoneCode(
  deps: ServiceDeps,
  params: {
    phoneNumber: string;
    countryIso3Code?: string;
    countryDialCode?: number;
    featureVersion?: number;
  },
): Promise<{ phoneId: string }> {
  requireParams(params, ['phoneNumber']);
  const answer = await callService<{ phoneId: string }>(deps, {
    label: 'Phone code generate',
    bagKey: 'phoneCodeGenerate',
    method: 'POST',
    form: {
      countryDialCode: DEFAULT_COUNTRY_DIAL_CODE,
      featureVersion: PHONE_FEATURE_VERSION,
      ...params,
    },
  });
  return { phoneId: answer.phoneId };
}

export async function validatePhoneCode(
  deps: ServiceDeps,
  params: {
    phoneId: string;
    phoneSecretCode: string;
    deliveryMethod?: number;
    featureVersion?: number;
  },
): Promise<void> {
  requireParams(params, ['phoneId', 'phoneSecretCode']);
  await callService(deps, {
    label: 'Phone code validate',
    bagKey: 'phoneCodeValidate',
    method: 'POST',
    form: {
      deliveryMethod: PHONE_DELIVERY_METHOD,
      featureVersion: PHONE_FEATURE_VERSION,
      ...params,
    },
  });
}
