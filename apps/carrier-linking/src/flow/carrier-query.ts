import { readAccountFormQuery, type AccountFormQuery } from '@sheet/account-form';
import { RestrictedSignupKind } from '@sheet/reference';

/**
 * The form a carrier bundle asks for (spec §7): the `cipCarrier` context, a restricted phone
 * account and simple carrier bundling, unless the host's link says otherwise for the last two.
 */
export function readCarrierQuery(search: URLSearchParams): AccountFormQuery {
  const asked = readAccountFormQuery(search);
  return {
    ...asked,
    context: 'cipCarrier',
    restrictedAccountType: asked.restrictedAccountType ?? RestrictedSignupKind.restrictedPhone,
    simpleCarrierBundling: asked.simpleCarrierBundling ?? true,
  };
}
