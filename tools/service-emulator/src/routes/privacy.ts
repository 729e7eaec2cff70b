/** Privacy consent (China PIPL): whether it is required, and giving or withdrawing it. */
import type { FastifyInstance } from 'fastify';
import type { Emulator } from '../context';
import { fail, ok, unsupportedStorefront } from '../envelope';
import { object, str } from '../schemas';
import { findStorefront } from '../storefronts';
import { CURRENT_TERMS_VERSION } from '../terms';

interface CcQuery {
  cc?: string;
}

interface CcBody {
  cc: string;
}

/** Storefronts whose accounts must consent. */
const CONSENT_STOREFRONTS = new Set(['CHN']);

export function registerPrivacyRoutes(app: FastifyInstance, emulator: Emulator): void {
  const { store, clock } = emulator;

  function storefrontCode(cc: string): string {
    const storefront = findStorefront(cc);
    if (!storefront) throw unsupportedStorefront('cc', cc);
    return storefront.code;
  }

  function hasConsented(dsid: string, cc: string): boolean {
    const latest = store.data.consents.filter((c) => c.dsid === dsid && c.cc === cc).at(-1);
    return latest?.consented === true;
  }

  app.get<{ Querystring: CcQuery }>(
    '/privacy/consent/required',
    {
      config: { call: 'privacyConsentRequired' },
      schema: { querystring: object({ cc: str(16) }) },
    },
    async (request) => {
      const cc = storefrontCode(request.query.cc ?? 'USA');
      const account = request.account;
      const required = CONSENT_STOREFRONTS.has(cc) && !(account && hasConsented(account.dsid, cc));
      return ok({ isPiplAppleTermsConsentRequired: required });
    },
  );

  for (const [url, consented] of [
    ['/privacy/consent', true],
    ['/privacy/dissent', false],
  ] as const) {
    app.post<{ Body: CcBody }>(
      url,
      {
        config: { call: consented ? 'privacyConsent' : 'privacyDissent' },
        schema: { body: object({ cc: str(16) }, ['cc']) },
      },
      async (request) => {
        // The sign-in hook answers first; this only guards the type.
        const account = request.account;
        if (!account) return fail('Authentication', undefined, { errorType: 'Authentication' });
        const cc = storefrontCode(request.body.cc);
        const consents = store.data.consents.filter(
          (c) => !(c.dsid === account.dsid && c.cc === cc),
        );
        consents.push({
          dsid: account.dsid,
          cc,
          consented,
          at: clock.now(),
          termsVersionId: CURRENT_TERMS_VERSION,
        });
        store.data.consents = consents;
        await store.save();
        return ok();
      },
    );
  }
}
