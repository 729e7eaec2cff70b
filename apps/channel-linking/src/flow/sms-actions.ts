import { linkOffer, type LinkOutcome, type OfferHandOff } from '@sheet/channel-link';
import { notifyHost } from '@sheet/bridge';
import {
  failureMessage,
  runStoppable,
  sheetDeps,
  valueOrRefusal,
  withOneSignIn,
} from '@sheet/flow-kit';
import { messagesIn } from '@sheet/i18n';
import { useSheetContext } from '@sheet/sheet-runtime';
import {
  describeError,
  describeSubCode,
  formatPhoneNumber,
  sendChannelSms,
  SERVICES_NAMESPACE,
  verifyChannelSms,
} from '@sheet/services';
import { VERIFY_SUCCESS_SUBCODE } from '@sheet/reference';
import { storefrontIso2 } from '@sheet/account-form';
import { afterLink } from './channel-actions';
import { initialSmsState, useChannelStore, type SmsState } from './channel-store';

const store = useChannelStore;

const setSms = (change: Partial<SmsState>) =>
  store.setState(({ sms }) => ({ sms: { ...sms, ...change } }));

const servicesMessage = messagesIn(SERVICES_NAMESPACE);

/**
 * Why the host is asked to sign in when a channel call is refused for want of it (then the call
 * is made once more). Declined or refused again, the refusal stands (its message says to sign in).
 */
const SIGN_IN_REASON = 'linkChannelSubscription';

/** The error keys of spec §8 whose answer is "no more tries here". */
const isAttemptsExceeded = (error: unknown) =>
  describeError(error).i18nKey === 'maxAttemptsExceeded';

/**
 * The SMS screen opens for a number: a code goes to it at once (unless one already did for this
 * number), and the host is told one is coming, so it can read it for the person.
 */
export function startSmsVerification(handOff: OfferHandOff, msisdn: string): Promise<void> {
  const { sms } = store.getState();
  if (sms.msisdn === msisdn && sms.isVerifyingOtp) return Promise.resolve();
  store.setState({ sms: { ...initialSmsState(), msisdn }, stopped: undefined });
  void showNumberInStorefrontFormat(msisdn, handOff.storefront);
  return sendSmsCode(handOff);
}

/**
 * The carrier's MSISDN ("13205550185") as a person of the storefront reads it ("(320) 555-0185").
 * Until the phone-number library has loaded, or if it cannot, the screen shows the US-style display.
 */
async function showNumberInStorefrontFormat(msisdn: string, storefront: string): Promise<void> {
  const display = await formatPhoneNumber(msisdn, storefrontIso2(storefront)).catch(
    () => undefined,
  );
  if (display && store.getState().sms.msisdn === msisdn) setSms({ msisdnDisplay: display });
}

/**
 * Sends a code (msisdn, productCode, carrier, and the session when there is one): the answer's
 * session is kept and verification mode turns on. Spec §8's keys: too many sends locks the code,
 * too frequent restarts the wait, an invalid session is forgotten so the next send starts anew.
 */
export function sendSmsCode(handOff: OfferHandOff): Promise<void> {
  return runStoppable(store, async () => {
    const { msisdn, sessionId } = store.getState().sms;
    if (!msisdn) return;
    setSms({ codeError: undefined });
    try {
      const send = () =>
        sendChannelSms(sheetDeps().services, {
          msisdn,
          productCode: handOff.offer.productCode,
          carrier: handOff.offer.carrierId,
          ...(sessionId ? { sessionId } : {}),
        });
      const sent = valueOrRefusal(await withOneSignIn(send, sheetDeps().bridge, SIGN_IN_REASON));
      setSms({
        sessionId: sent.sessionId,
        isVerifyingOtp: true,
        sentCount: store.getState().sms.sentCount + 1,
        newCodeDue: false,
      });
    } catch (error) {
      try {
        refused(error);
      } catch (unhandled) {
        // Nothing was sent (a server or network failure): asking again needs no wait.
        setSms({ newCodeDue: true });
        throw unhandled;
      }
      return;
    }
    const { bridge } = sheetDeps();
    await notifyHost(bridge, 'expectSmsCode', { msisdn }, useSheetContext.getState().reportError);
  }).then(() => undefined);
}

/** Puts a refused send or check on the code, and does what its key asks (spec §8). */
function refused(error: unknown): void {
  const description = describeError(error);
  const message = failureMessage(error);
  if (description.action === 'clearSession') {
    setSms({ sessionId: undefined, isVerifyingOtp: false, newCodeDue: true, codeError: message });
  } else if (isAttemptsExceeded(error)) {
    setSms({ locked: true, codeError: message });
  } else if (description.i18nKey === 'sendingTooFrequent') {
    // The wait starts again from now: the countdown restarts with the message.
    setSms({ codeError: message, sentCount: store.getState().sms.sentCount + 1 });
  } else if (description.i18nKey === 'wrongCode') {
    setSms({ codeError: message });
  } else {
    throw error;
  }
}

/**
 * Checks the code (msisdn, productCode, otp, sessionId). subCode 1 links the offer and follows
 * the link's outcome; 5 asks to contact the carrier; any other subCode of 0 or more says the
 * carrier could not verify. Resolves whether the code was refused (the screen clears it) and
 * where the link leads, if anywhere.
 */
export async function verifySmsCode(
  handOff: OfferHandOff,
  otp: string,
): Promise<{ refused: boolean; outcome?: LinkOutcome }> {
  let outcome: LinkOutcome | undefined;
  await runStoppable(store, async () => {
    const { msisdn, sessionId } = store.getState().sms;
    if (!msisdn) return;
    setSms({ codeError: undefined });
    let subCode: number;
    try {
      const check = () =>
        verifyChannelSms(sheetDeps().services, {
          msisdn,
          productCode: handOff.offer.productCode,
          otp,
          ...(sessionId ? { sessionId } : {}),
        });
      const answer = valueOrRefusal(await withOneSignIn(check, sheetDeps().bridge, SIGN_IN_REASON));
      subCode = answer.subCode;
      if (answer.sessionId) setSms({ sessionId: answer.sessionId });
    } catch (error) {
      refused(error);
      return;
    }
    if (subCode !== VERIFY_SUCCESS_SUBCODE) {
      const failed = describeSubCode(subCode, handOff.offer.carrierName);
      if (failed) {
        setSms({ codeError: servicesMessage(failed.i18nKey, failed.params) });
        return;
      }
      throw new Error(`Unexpected SMS verification subCode ${subCode}`);
    }
    setSms({ isVerifyingOtp: false });
    outcome = afterLink(await linkOffer(sheetDeps(), handOff));
  });
  return { refused: store.getState().sms.codeError !== undefined, outcome };
}
