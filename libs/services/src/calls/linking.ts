import { callService, requireParams, type ServiceDeps } from '../call';

export async function linkCarrier(deps: ServiceDeps, params: { guid: string }): Promise<void> {
  requireParams(params, ['guid']);
  await callService(deps, {
    label: 'Link carrier',
    bagKey: 'linkCarrier',
    method: 'POST',
    json: params,
  });
}

export type HostDialog = {
  title: string;
  message: string;
  buttons: Array<{ label: string; action: 'termsPage' | 'close' | string }>;
};

/** What linking a channel subscription asks the sheet to do next (spec §4, channel link). */
type ChannelLinkOutcome = {
  action?: 'verifyCarrierSms';
  msisdn?: string;
  dialog?: HostDialog;
  showChinaSuccess?: boolean;
  isFamily?: boolean;
  familySuccessUrl?: string;
};

export async function linkChannelSubscription(
  deps: ServiceDeps,
  params: { linkParams: string; productCode: string },
): Promise<ChannelLinkOutcome> {
  requireParams(params, ['linkParams', 'productCode']);
  const answer = await callService<ChannelLinkOutcome>(deps, {
    label: 'Link channel subscription',
    bagKey: 'channelLink',
    method: 'POST',
    json: params,
  });
  const { action, msisdn, dialog, showChinaSuccess, isFamily, familySuccessUrl } = answer;
  return { action, msisdn, dialog, showChinaSuccess, isFamily, familySuccessUrl };
}

export async function sendChannelSms(
  deps: ServiceDeps,
  params: { msisdn: string; productCode: string; carrier: string; sessionId?: string },
): Promise<{ sessionId: string }> {
  requireParams(params, ['msisdn', 'productCode', 'carrier']);
  const answer = await callService<{ sessionId: string }>(deps, {
    label: 'Channel send SMS',
    bagKey: 'channelSendSms',
    method: 'POST',
    json: params,
  });
  return { sessionId: answer.sessionId };
}

export async function verifyChannelSms(
  deps: ServiceDeps,
  params: { msisdn: string; productCode: string; otp: string; sessionId?: string },
): Promise<{ subCode: number; sessionId?: string }> {
  requireParams(params, ['msisdn', 'productCode', 'otp']);
  const answer = await callService<{ subCode: number; sessionId?: string }>(deps, {
    label: 'Channel verify SMS',
    bagKey: 'channelVerifySms',
    method: 'POST',
    json: params,
  });
  return { subCode: answer.subCode, sessionId: answer.sessionId };
}
