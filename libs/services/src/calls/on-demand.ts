import { loadOnce } from '@sheet/load-once';
import type * as LaterCalls from './later-calls';

/**
 * `@sheet/services` is shared whole (no build can drop what it does not use), so the calls of
 * later steps and other flows would ride on every first screen. They are one chunk instead,
 * loaded on the first such call or earlier through `preloadLaterServiceCalls` (a screen calls it
 * once it is up). Each stays an async function of the same signature, so callers see no
 * difference; a failed load rejects that call (the caller shows its general error) and is
 * forgotten, so the next call asks the network again.
 */
type Calls = typeof LaterCalls;
type CallName = keyof Calls;

const laterCalls = loadOnce(
  (): Promise<Calls> => import(/* webpackChunkName: "services-later-calls" */ './later-calls'),
);

/** Starts loading the later calls; never rejects. */
export const preloadLaterServiceCalls = (): void => laterCalls.preload();

type AnyCall = (...args: unknown[]) => Promise<unknown>;

/** A stand-in of the same type as the call `name`, which loads it first. */
function onDemand<Name extends CallName>(name: Name): Calls[Name] {
  const call = (...args: unknown[]) =>
    laterCalls.get().then((calls) => (calls[name] as unknown as AnyCall)(...args));
  return call as unknown as Calls[Name];
}

export const generateEmailCode = onDemand('generateEmailCode');
export const generatePhoneCode = onDemand('generatePhoneCode');
export const validateEmailCode = onDemand('validateEmailCode');
export const validatePhoneCode = onDemand('validatePhoneCode');
export const buildCreateAccountForm = onDemand('buildCreateAccountForm');
export const createAccount = onDemand('createAccount');
export const splitPhoneNumber = onDemand('splitPhoneNumber');
export const formatPhoneNumber = onDemand('formatPhoneNumber');
export const phoneTypingRules = onDemand('phoneTypingRules');
export const linkCarrier = onDemand('linkCarrier');
export const reportError = onDemand('reportError');
export const reportMetrics = onDemand('reportMetrics');
export const validateCredentials = onDemand('validateCredentials');
export const validateFields = onDemand('validateFields');
export const linkChannelSubscription = onDemand('linkChannelSubscription');
export const sendChannelSms = onDemand('sendChannelSms');
export const verifyChannelSms = onDemand('verifyChannelSms');
export const checkTerms = onDemand('checkTerms');
export const givePrivacyConsent = onDemand('givePrivacyConsent');
export const withdrawPrivacyConsent = onDemand('withdrawPrivacyConsent');
