import { createBridge } from '@sheet/bridge';
import { clientOf, createTransport, loadBag } from '@sheet/services';
import type { LaunchParams } from './launch-params';
import { useSheetContext } from './sheet-context';
import { LOAD_TIMEOUT_MS, withTimeout } from './with-timeout';

/**
 * A remote served alone (`npx nx serve <remote>`) talks to the services like the shell does, through
 * the plain-browser bridge and the bag named by `?bag=` (e.g. the emulator's), so a flow team can
 * run its whole flow without the shell. Without `?bag=` nothing is called. Never rejects: without a
 * bag the screens say what they cannot do.
 */
export async function connectStandaloneServices(launch: LaunchParams, url: URL): Promise<void> {
  const bagUrl = url.searchParams.get('bag');
  const bridge = createBridge({ hostOrigins: [] });
  const transport = createTransport({ client: clientOf(launch.device) });
  if (!bagUrl) {
    useSheetContext.setState({ bridge });
    return;
  }
  const bag = await withTimeout(loadBag(bagUrl, transport), LOAD_TIMEOUT_MS, 'Bag').catch(
    () => undefined,
  );
  useSheetContext.setState({
    bridge,
    services: bag && { bag, transport, context: launch.productContext },
    closeSheet: async (result) => {
      await bridge.request('closeSheet', result ? { result } : {});
    },
  });
}
