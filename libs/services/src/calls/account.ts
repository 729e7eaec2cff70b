import { callService, requireParams, type ServiceDeps } from '../call';
import { isCreateAccountContext, type CreateAccountContext } from '@sheet/reference';
import { ServiceError, ServiceErrorKind } from '../service-error';
import type { Params } from '../transport';

export type ServerField = {
  id: string;
  label: string;
  placeholder?: string;
  hint?: string;
  required: boolean;
  isActive: boolean;
  fieldType: 'input' | 'checkbox' | 'select' | 'radio';
  options?: Array<{ value: string; label: string }>;
  autocomplete?: string;
  value?: string;
  /** the most characters a text field takes (else DEFAULT_MAX_TEXT_LENGTH) */
  maxLength?: number;
};

export type CreateAccountFields = {
  storefront: string;
  pageUUID: string;
  captchaRequired: boolean;
  fields: ServerField[];
  links: { terms: string; privacy: string; cloudTerms?: string };
};

export async function loadCreateAccountFields(
  deps: ServiceDeps,
  params: {
    context: CreateAccountContext;
    isVideoEverywhere?: boolean;
    addressOfficialCountryCode?: string;
    restrictedAccountType?: string;
    simpleCarrierBundling?: boolean;
  },
): Promise<CreateAccountFields> {
  requireParams(params, ['context']);
  if (!isCreateAccountContext(params.context)) {
    throw new ServiceError(`Unsupported create-account context: ${params.context}`, {
      kind: ServiceErrorKind.unsupportedValue,
    });
  }
  return callService<CreateAccountFields>(deps, {
    label: 'Load create-account fields',
    bagKey: 'createAccountFields',
    method: 'GET',
    query: { isVideoEverywhere: false, ...params },
  });
}

export type CreateAccountOptions = {
  storefronts: Array<{ code: string; name: string; storefrontId: number }>;
  restrictedAccountTypes: string[];
  contactTypes: string[];
};

export function loadCreateAccountOptions(
  deps: ServiceDeps,
  extraQuery: Params = {},
): Promise<CreateAccountOptions> {
  return callService<CreateAccountOptions>(deps, {
    label: 'Load create-account options',
    bagKey: 'createAccountOptions',
    method: 'GET',
    query: extraQuery,
  });
}
