/** Carrier linking: ties a carrier subscription (guid) to the signed-in account. */
import type { FastifyInstance } from 'fastify';
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
      if (!account) return fail('MZCommerce.NoAuthorization');
      const links = store.data.carrierLinks.filter((l) => l.dsid !== account.dsid);
      links.push({ dsid: account.dsid, guid: request.body.guid, at: clock.now() });
      store.data.carrierLinks = links;
      await store.save();
      return ok();
    },
  );
}
