/** Carrier linking: ties a carrier bundle (the device, `guid`) to the signed-in account. */
import type { FastifyInstance } from 'fastify';
import { callMessage, HARD_BUNDLE_ALREADY_CLAIMED } from '../calls';
import type { Emulator } from '../context';
import { fail, ok } from '../envelope';
import { object, str } from '../schemas';

interface LinkCarrierBody {
  guid: string;
}

export function registerCarrierRoutes(app: FastifyInstance, emulator: Emulator): void {
  const { store, clock } = emulator;

  app.post<{ Body: LinkCarrierBody }>(
    '/carrier/link',
    {
      config: { call: 'linkCarrier' },
      schema: { body: object({ guid: str(128, { minLength: 1 }) }, ['guid']) },
    },
    async (request) => {
      const account = request.account;
      // The sign-in hook already answered a missing or unknown token; this narrows the type.
      if (!account) return fail('MZCommerce.NoAuthorization');
      const { guid } = request.body;
      const links = store.data.carrierLinks;
      // One bundle, one account: another account's link stands and nothing changes.
      if (links.some((l) => l.guid === guid && l.dsid !== account.dsid)) {
        return fail(
          HARD_BUNDLE_ALREADY_CLAIMED,
          callMessage('linkCarrier', HARD_BUNDLE_ALREADY_CLAIMED),
        );
      }
      // The same account and bundle again: already linked, the link keeps its time.
      if (links.some((l) => l.guid === guid && l.dsid === account.dsid)) return ok();
      // One bundle per account: a new one replaces the account's old link.
      const kept = links.filter((l) => l.dsid !== account.dsid);
      kept.push({ dsid: account.dsid, guid, at: clock.now() });
      store.data.carrierLinks = kept;
      await store.save();
      return ok();
    },
  );
}
