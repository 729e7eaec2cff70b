// The calls no flow makes before its first screen is up (codes, creating the account, linking,
// answering terms and consent), gathered into one chunk that `on-demand.ts` loads.
export {
  generateEmailCode,
  generatePhoneCode,
  validateEmailCode,
  validatePhoneCode,
} from './codes';
export { buildCreateAccountForm, createAccount } from './create-account';
export { formatPhoneNumber, phoneTypingRules, splitPhoneNumber } from './phone-numbers';
export { linkCarrier, linkChannelSubscription, sendChannelSms, verifyChannelSms } from './linking';
export { checkTerms, givePrivacyConsent, withdrawPrivacyConsent } from './terms-answers';
export { reportError, reportMetrics } from './reports';
export { validateCredentials, validateFields } from './validation';
