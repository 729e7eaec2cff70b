import { firstScreenReady } from '@sheet/sheet-runtime';
import type { IntegrityRegistry } from '../federation/integrity';
import type { RemoteManifest } from '../federation/remote-manifest';
import type { SheetConfig } from '../launch/sheet-config';

/**
 * Once the first screen is ready (never competing with it), loads the worker's page-side code and
 * puts the worker in place, or removes it when the configuration says so (ADR 0006).
 */
export async function keepSheetOnDeviceWhenReady(
  config: Promise<SheetConfig>,
  integrity: IntegrityRegistry,
  getManifest: () => Promise<RemoteManifest>,
): Promise<void> {
  await firstScreenReady();
  const [loaded, pointers] = await Promise.all([config, getManifest().catch(() => undefined)]);
  const manifestHashes = new Map(
    Object.values(pointers ?? {}).map((pointer) => [pointer.url, pointer.integrity]),
  );
  const { keepSheetOnDevice } = await import(
    /* webpackChunkName: "shell-service-worker" */ './keep-on-device'
  );
  await keepSheetOnDevice({
    enabled: loaded.serviceWorker === 'on',
    integrityOf: (url) => integrity.known(url) ?? manifestHashes.get(url),
  });
}
