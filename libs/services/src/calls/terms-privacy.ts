import { callService, requireParams, type ServiceDeps } from '../call';

export type Terms = {
  termsVersionId: string;
  title: string;
  text: string;
  marketingOptIn: boolean;
};

/** Terms marketing opt-in defaults from a server value of 1 or true (spec §5). */
export function marketingOptInFromServer(value: unknown): boolean {
  return value === 1 || value === '1' || value === true || value === 'true';
}

export async function getTerms(
  deps: ServiceDeps,
  params: { cc?: string; termsType?: string } = {},
): Promise<Terms> {
  const answer = await callService<{
    terms: Omit<Terms, 'marketingOptIn'> & { marketingOptIn?: unknown };
  }>(deps, {
    label: 'Terms get',
    bagKey: 'termsGet',
    method: 'GET',
    query: { cc: params.cc || 'USA', termsType: params.termsType },
  });
  return { ...answer.terms, marketingOptIn: marketingOptInFromServer(answer.terms.marketingOptIn) };
}

export async function isPrivacyConsentRequired(
  deps: ServiceDeps,
  params: { cc: string },
): Promise<boolean> {
  requireParams(params, ['cc']);
  const answer = await callService<{ isPiplAppleTermsConsentRequired?: boolean }>(deps, {
    label: 'Privacy consent required',
    bagKey: 'privacyConsentRequired',
    method: 'GET',
    query: params,
  });
  return answer.isPiplAppleTermsConsentRequired === true;
}
