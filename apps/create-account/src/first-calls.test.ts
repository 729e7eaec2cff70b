import { readAccountFormQuery } from '@sheet/account-form';
import type { FirstCall } from '@sheet/reference';
import { sendFirstCalls, shareEarlyAnswers } from '@sheet/services';
import { useSheetContext } from '@sheet/sheet-runtime';
import firstCalls from './first-calls.json';
import { personalForm } from './flow/create-account-store';
import {
  DETAILS_FIELDS,
  fakeSheet,
  resetCreateAccountStore,
  storeState,
} from './flow/test-support';

const ANSWERS = {
  createAccountFields: (request: { query?: Record<string, unknown> }) => ({
    status: 0,
    storefront: request.query?.addressOfficialCountryCode,
    pageUUID: 'page-1',
    captchaRequired: false,
    fields: DETAILS_FIELDS,
    links: { terms: 'https://terms.test', privacy: 'https://privacy.test' },
  }),
  createAccountOptions: {
    status: 0,
    storefronts: [{ code: 'USA', name: 'United States', storefrontId: 1 }],
    restrictedAccountTypes: ['child'],
    contactTypes: [],
  },
  privacyConsentRequired: { status: 0, isPiplAppleTermsConsentRequired: true },
};

/**
 * The declaration the shell sends from the manifest must make the very requests the form's load
 * makes, or the form asks again and the first screen waits one more round trip (ADR 0006).
 */
async function loadWithFirstCalls(search: string, storefront: string) {
  const sheet = fakeSheet(ANSWERS);
  const context = useSheetContext.getState();
  const services = { ...context.services!, transport: shareEarlyAnswers(sheet.transport) };
  useSheetContext.setState({ services, launch: { ...context.launch!, storefront } });
  const query = new URLSearchParams(search);
  const declared = firstCalls['account/create/personal'] as FirstCall[];
  const sent = sendFirstCalls(services, declared, useSheetContext.getState().launch!, query);
  await personalForm.load(readAccountFormQuery(query), storefront);
  return { sent, sheet };
}

beforeEach(() => resetCreateAccountStore());

test('the first calls are the form’s own: it takes their answers and asks nothing again', async () => {
  const { sent, sheet } = await loadWithFirstCalls('', 'USA');
  expect(sent).toBe(2);
  expect(sheet.calls('createAccountFields')).toHaveLength(1);
  expect(sheet.calls('createAccountOptions')).toHaveLength(1);
  expect(sheet.calls('privacyConsentRequired')).toHaveLength(0);
  expect(storeState()).toMatchObject({ fieldsLoaded: true, storefront: 'USA' });
});

test('in China the consent question goes early too', async () => {
  const { sent, sheet } = await loadWithFirstCalls('', 'CHN');
  expect(sent).toBe(3);
  expect(sheet.transport).toHaveBeenCalledTimes(3);
  expect(storeState()).toMatchObject({ fieldsLoaded: true, privacyConsentRequired: true });
});

test('a launch whose form asks something else sends only what still matches', async () => {
  const { sent, sheet } = await loadWithFirstCalls('restrictedAccountType=child', 'USA');
  expect(sent).toBe(0);
  expect(sheet.calls('createAccountFields')).toHaveLength(1);
  expect(sheet.calls('createAccountOptions')).toHaveLength(1);
});

test('a first call that failed is the form’s failure, and Try Again asks again', async () => {
  const sheet = fakeSheet({ ...ANSWERS, createAccountOptions: { status: -1, errorKey: 'Boom' } });
  const context = useSheetContext.getState();
  const services = { ...context.services!, transport: shareEarlyAnswers(sheet.transport) };
  useSheetContext.setState({ services });
  const declared = firstCalls['account/create/personal'] as FirstCall[];
  sendFirstCalls(services, declared, context.launch!, new URLSearchParams());
  await personalForm.load(readAccountFormQuery(new URLSearchParams()), 'USA');
  expect(storeState().loadError).toBeDefined();
  expect(sheet.calls('createAccountOptions')).toHaveLength(1);
  await personalForm.load(readAccountFormQuery(new URLSearchParams()), 'USA');
  expect(sheet.calls('createAccountOptions')).toHaveLength(2);
});
