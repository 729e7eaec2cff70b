import type { FrameLocator } from '@playwright/test';
import {
  closedWithSuccess,
  nothing,
  signedInAccount,
  tryAgain,
  faultMatrix,
} from './support/fault-matrix';
import { expect, openInHost } from './support/simulator';

/**
 * The fault matrix (e2e/support/fault-matrix.ts), terms-privacy: the terms' and China privacy consent's calls.
 */
const termsShown = (sheet: FrameLocator) =>
  expect(sheet.getByRole('heading', { name: 'Updated Terms and Conditions' })).toBeVisible();
// The China storefront's sheet is in Chinese: its buttons by their Chinese names.
const AGREE_ZH = '同意';
const consentShown = (sheet: FrameLocator) =>
  expect(sheet.getByRole('button', { name: AGREE_ZH, exact: true })).toBeVisible();

faultMatrix('terms-privacy', [
  {
    call: 'termsGet',
    arrange: async (world) =>
      openInHost(world.page, world.hosted, { path: '/terms', token: await signedInAccount(world) }),
    act: nothing,
    expectKept: nothing,
    wayOn: tryAgain,
    expectDone: termsShown,
  },
  {
    call: 'termsCheck',
    envelopeStatuses: true,
    signInAnswer: { status: -1, errorKey: 'MZFinance.TermsCheckLoginRequired' },
    arrange: async (world) => {
      const token = await signedInAccount(world);
      const sheet = await openInHost(world.page, world.hosted, { path: '/terms', token });
      await termsShown(sheet);
      await sheet.getByRole('checkbox', { name: /Send me news/ }).uncheck();
      return sheet;
    },
    act: (sheet) => sheet.getByRole('button', { name: 'Accept' }).click(),
    expectKept: (sheet) =>
      expect(sheet.getByRole('checkbox', { name: /Send me news/ })).not.toBeChecked(),
    wayOn: (sheet) => sheet.getByRole('button', { name: 'Accept' }).click(),
    expectDone: closedWithSuccess,
  },
  {
    call: 'privacyConsentRequired',
    arrange: async (world) =>
      openInHost(world.page, world.hosted, {
        path: '/privacy-consent?queryConsent=true',
        cc: 'CHN',
        token: await signedInAccount(world, 'CHN'),
      }),
    act: nothing,
    expectKept: nothing,
    // Not knowing whether consent is needed, the screen asks for it: Agree is the way on.
    wayOn: nothing,
    expectDone: consentShown,
  },
  {
    call: 'privacyConsent',
    signInAnswer: { status: -1, errorKey: 'Authentication', errorType: 'Authentication' },
    arrange: async (world) => {
      const sheet = await openInHost(world.page, world.hosted, {
        path: '/privacy-consent?queryConsent=true',
        cc: 'CHN',
        token: await signedInAccount(world, 'CHN'),
      });
      await consentShown(sheet);
      return sheet;
    },
    act: (sheet) => sheet.getByRole('button', { name: AGREE_ZH, exact: true }).click(),
    expectKept: nothing,
    wayOn: (sheet) => sheet.getByRole('button', { name: AGREE_ZH, exact: true }).click(),
    expectDone: closedWithSuccess,
  },
]);
