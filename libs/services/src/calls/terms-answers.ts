import { callService, requireParams, type ServiceDeps } from '../call';

/** Accepts the terms of version `accepted`, with the marketing choice (sent as 1 or 0). */
export async function checkTerms(
  deps: ServiceDeps,
  params: { accepted: string; marketing?: boolean; cc?: string },
): Promise<void> {
  requireParams(params, ['accepted']);
  await callService(deps, {
    label: 'Terms check',
    bagKey: 'termsCheck',
    method: 'POST',
    form: params,
  });
}

export async function givePrivacyConsent(deps: ServiceDeps, params: { cc: string }): Promise<void> {
  requireParams(params, ['cc']);
  await callService(deps, {
    label: 'Privacy consent',
    bagKey: 'privacyConsent',
    method: 'POST',
    form: params,
  });
}

export async function withdrawPrivacyConsent(
  deps: ServiceDeps,
  params: { cc: string },
): Promise<void> {
  requireParams(params, ['cc']);
  await callService(deps, {
    label: 'Privacy dissent',
    bagKey: 'privacyDissent',
    method: 'POST',
    form: params,
  });
}
