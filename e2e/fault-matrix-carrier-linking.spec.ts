import type { FrameLocator } from '@playwright/test';
import { fillBirthday } from './support/create-account';
import {
  continueOn,
  nothing,
  PASSWORD,
  stepped,
  tryAgain,
  typeLatestCodeOf,
  faultMatrix,
  type World,
} from './support/fault-matrix';
import { expect, openInHost } from './support/simulator';

/**
 * The fault matrix (e2e/support/fault-matrix.ts), carrier-linking: the carrier flow's calls: the server checks, the phone code, the link.
 */
const CARRIER_SIM = '12015550123';
const TERMS_BOX = 'I agree to the Terms and Conditions.';

/** The carrier flow's details (the account name is the SIM's number, prefilled). */
async function carrierDetailsFilled({ page, hosted }: World): Promise<FrameLocator> {
  const sheet = await openInHost(page, hosted, { path: '/account/carrier-linking' });
  await sheet.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await sheet.getByRole('textbox', { name: 'First Name', exact: true }).fill('Noa');
  await sheet.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Carmel');
  await fillBirthday(sheet, '1991-06-15');
  await sheet.getByRole('checkbox', { name: TERMS_BOX }).check();
  return sheet;
}
async function carrierDetailsKept(sheet: FrameLocator) {
  await expect(sheet.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue(PASSWORD);
  await expect(sheet.getByRole('textbox', { name: 'First Name', exact: true })).toHaveValue('Noa');
  await expect(sheet.getByRole('checkbox', { name: TERMS_BOX })).toBeChecked();
}
const phoneCodeShown = (sheet: FrameLocator) =>
  expect(sheet.getByRole('heading', { name: 'Verify Your Phone Number' })).toBeVisible();
const onCarrierCode = stepped(carrierDetailsFilled, continueOn, phoneCodeShown);
const typeLatestPhoneCode = typeLatestCodeOf('phone', CARRIER_SIM);
const carrierLinked = async (_sheet: FrameLocator, { page }: World) => {
  await expect(page.getByText('Result Success')).toBeVisible();
  await expect(page.getByText('Carrier status Eligible')).toBeVisible();
};

faultMatrix('carrier-linking', [
  {
    call: 'validateFields',
    arrange: carrierDetailsFilled,
    act: continueOn,
    expectKept: carrierDetailsKept,
    wayOn: continueOn,
    expectDone: phoneCodeShown,
  },
  {
    call: 'phoneCodeGenerate',
    envelopeStatuses: true,
    arrange: carrierDetailsFilled,
    act: continueOn,
    expectKept: carrierDetailsKept,
    wayOn: continueOn,
    expectDone: phoneCodeShown,
  },
  {
    call: 'phoneCodeValidate',
    arrange: onCarrierCode,
    act: typeLatestPhoneCode,
    expectKept: nothing,
    wayOn: typeLatestPhoneCode,
    expectDone: carrierLinked,
  },
  {
    call: 'linkCarrier',
    signInAnswer: { status: -1, errorKey: 'MZCommerce.NoAuthorization' },
    arrange: onCarrierCode,
    act: typeLatestPhoneCode,
    expectKept: nothing,
    wayOn: tryAgain,
    expectDone: carrierLinked,
  },
]);
