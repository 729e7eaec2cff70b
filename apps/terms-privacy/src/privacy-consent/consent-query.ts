/** `queryConsent=true` asks the screen to check first whether consent is required at all. */
export function shouldCheckConsentRequired(query: URLSearchParams): boolean {
  return query.get('queryConsent')?.toLowerCase() === 'true';
}
