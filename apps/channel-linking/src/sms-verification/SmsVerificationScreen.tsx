import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { AccountCodeForm } from '@sheet/account-form';
import { readHandOff } from '@sheet/channel-link';
import { useMessageText } from '@sheet/i18n';
import { useSheetContext } from '@sheet/sheet-runtime';
import { displayPhoneNumber } from '@sheet/reference';
import { AlertBox, PageHeader } from '@sheet/ui-kit';
import { channelMessage } from '../flow/channel-messages';
import { useChannelStore } from '../flow/channel-store';
import { ChannelStop, useFollowLink } from '../flow/channel-view';
import { sendSmsCode, startSmsVerification, verifySmsCode } from '../flow/sms-actions';
import { NAMESPACE } from '../namespace';

const store = useChannelStore;

/**
 * /channel-sms-verification: the code the carrier sent by SMS to the number, typed, pasted or
 * read by the host for the person; a right code links the offer and goes where that leads.
 */
export default function SmsVerificationScreen() {
  const { t } = useTranslation(NAMESPACE);
  const text = useMessageText();
  const follow = useFollowLink();
  const { state } = useLocation();
  const [handOff] = useState(() => readHandOff(state));
  const sms = store((current) => current.sms);
  const waiting = store((current) => current.waiting);
  const stopped = store((current) => current.stopped);
  const generalErrors = store((current) => current.generalErrors);
  const [codeFromHost, setCodeFromHost] = useState<{ code: string; key: number }>();

  const offer = handOff?.channelOffer;
  const msisdn = handOff?.msisdn;
  useEffect(() => {
    if (offer && msisdn) void startSmsVerification(offer, msisdn);
  }, [offer, msisdn]);
  // The host read the SMS for the person (WebView has no WebOTP): its code goes in at once.
  useEffect(() => {
    const { bridge } = useSheetContext.getState();
    return bridge?.on('smsCode', ({ code }) => setCodeFromHost({ code, key: Date.now() }));
  }, []);

  const title = t('smsVerification.title');
  if (!offer || !msisdn) {
    return <ChannelStop title={title} message={channelMessage('errors.missingState')} />;
  }
  if (stopped) return <ChannelStop title={title} message={stopped} />;
  const verify = (code: string) =>
    verifySmsCode(offer, code).then(({ refused, outcome }) => {
      follow(outcome);
      return refused;
    });
  return (
    <main className="sk-page">
      <PageHeader
        title={title}
        subtitle={t('smsVerification.subtitle', {
          phoneNumber: sms.msisdnDisplay ?? displayPhoneNumber(msisdn),
          carrier: offer.offer.carrierName,
        })}
      />
      <AlertBox messages={generalErrors.map((message) => text(message))} />
      <AccountCodeForm
        codeError={text(sms.codeError)}
        busy={waiting}
        locked={sms.locked}
        verify={verify}
        resend={() => void sendSmsCode(offer)}
        sentCount={sms.sentCount}
        resendAfterSeconds={sms.newCodeDue ? 0 : undefined}
        newCodeNeeded={sms.resumed && !sms.sessionId}
        codeFromHost={codeFromHost}
      />
    </main>
  );
}
