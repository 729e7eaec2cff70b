/** Terms: the current terms of a storefront, and accepting them (signed in). */
import type { FastifyInstance } from 'fastify';
import type { Emulator } from '../context';
import { fail, ok, unsupportedStorefront } from '../envelope';
import { flag, object, str } from '../schemas';
import { keepLast, LIMITS, type TermsAcceptance } from '../store';
import { findStorefront } from '../storefronts';
import { CURRENT_TERMS_VERSION, termsFor } from '../terms';
import { languageOf } from '../messages';

interface TermsQuery {
  cc?: string;
  termsType?: string;
}

interface TermsCheckBody {
  accepted: string;
  marketing?: '1' | '0';
  cc?: string;
}

export function registerTermsRoutes(app: FastifyInstance, emulator: Emulator): void {
  const { store, clock } = emulator;

  app.get<{ Querystring: TermsQuery }>(
    '/terms',
    {
      config: { call: 'termsGet' },
      schema: { querystring: object({ cc: str(16), termsType: str(64) }) },
    },
    async (request) => {
      const cc = request.query.cc ?? 'USA';
      const storefront = findStorefront(cc);
      if (!storefront) throw unsupportedStorefront('cc', cc);
      return ok({
        terms: termsFor(
          storefront,
          request.query.termsType,
          languageOf(request.headers['accept-language']),
        ),
      });
    },
  );

  app.post<{ Body: TermsCheckBody }>(
    '/terms/check',
    {
      config: { call: 'termsCheck' },
      schema: {
        body: object({ accepted: str(32, { minLength: 1 }), marketing: flag, cc: str(16) }, [
          'accepted',
        ]),
      },
    },
    async (request) => {
      // The sign-in hook answers first; this only guards the type.
      const account = request.account;
      if (!account) return fail('MZFinance.TermsCheckLoginRequired');
      const { accepted, marketing, cc } = request.body;
      const storefront = cc === undefined ? undefined : findStorefront(cc);
      if (cc !== undefined && !storefront) throw unsupportedStorefront('cc', cc);
      if (accepted.trim() !== CURRENT_TERMS_VERSION) return fail('TermsVersionMismatch');
      const acceptance: TermsAcceptance = {
        dsid: account.dsid,
        termsVersionId: CURRENT_TERMS_VERSION,
        at: clock.now(),
        marketing: marketing === undefined ? null : marketing === '1',
      };
      if (storefront) acceptance.cc = storefront.code;
      const acceptances = store.data.termsAcceptances;
      acceptances.push(acceptance);
      keepLast(acceptances, LIMITS.verifications);
      await store.save();
      return ok();
    },
  );
}
