import type { FrameLocator } from '@playwright/test';
import {
  closedWithSuccess,
  nothing,
  signedInAccount,
  stepped,
  tryAgain,
  typeLatestCodeOf,
  faultMatrix,
  type World,
} from './support/fault-matrix';
import { expect, openInHost } from './support/simulator';

/**
 * The fault matrix (e2e/support/fault-matrix.ts), channel-linking: the channel offer's calls: the offer, the link, the SMS code sent and checked.
 */
const AUTHENTICATION = { status: -1, errorKey: 'Authentication', errorType: 'Authentication' };
const SMS_OFFER = '/usa/subscription/link?adamId=1001&p=SMS_OFFER&t=demo-token';
const DEMO_MSISDN = '15555550100';

async function onOffer(world: World): Promise<FrameLocator> {
  const token = await signedInAccount(world);
  const sheet = await openInHost(world.page, world.hosted, { path: SMS_OFFER, token });
  await offerShown(sheet);
  return sheet;
}
const linkOffer = (sheet: FrameLocator) =>
  sheet.getByRole('button', { name: 'Link', exact: true }).click();
const smsScreenShown = (sheet: FrameLocator) =>
  expect(sheet.getByRole('heading', { name: 'Enter the Verification Code' })).toBeVisible();
const onSmsScreen = stepped(onOffer, linkOffer, smsScreenShown);
const typeLatestSms = typeLatestCodeOf('sms', DEMO_MSISDN);
const offerShown = (sheet: FrameLocator) =>
  expect(sheet.getByRole('button', { name: 'Link', exact: true })).toBeVisible();

faultMatrix('channel-linking', [
  {
    call: 'channelOfferParams',
    arrange: async (world) =>
      openInHost(world.page, world.hosted, {
        path: '/usa/subscription/link?adamId=1001&p=SMS_OFFER&t=demo-token',
        token: await signedInAccount(world),
      }),
    act: nothing,
    expectKept: nothing,
    wayOn: tryAgain,
    expectDone: offerShown,
  },
  {
    call: 'channelLink',
    envelopeStatuses: true,
    signInAnswer: AUTHENTICATION,
    arrange: onOffer,
    act: linkOffer,
    expectKept: nothing,
    wayOn: linkOffer,
    expectDone: smsScreenShown,
  },
  {
    // The code is sent from the SMS screen: a failed send leaves its message there, and asking
    // for a code again needs no wait (nothing was sent).
    call: 'channelSendSms',
    signInAnswer: AUTHENTICATION,
    arrange: onOffer,
    act: linkOffer,
    expectKept: nothing,
    wayOn: (sheet) => sheet.getByRole('button', { name: 'Resend code' }).click(),
    expectDone: async (sheet, world) => {
      await smsScreenShown(sheet);
      await expect(sheet.getByRole('alert')).toHaveCount(0);
      await typeLatestSms(sheet, world);
      await closedWithSuccess(sheet, world);
    },
  },
  {
    call: 'channelVerifySms',
    signInAnswer: AUTHENTICATION,
    arrange: onSmsScreen,
    act: typeLatestSms,
    // The code typed stays in its boxes: Verify sends it again.
    expectKept: (sheet) =>
      expect(sheet.locator('input[autocomplete="one-time-code"]')).not.toHaveValue(''),
    wayOn: (sheet) => sheet.getByRole('button', { name: 'Verify' }).click(),
    expectDone: closedWithSuccess,
  },
]);
