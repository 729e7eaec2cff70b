import path from 'node:path';
import { REMOTE_LOAD_TIMEOUT_MS } from '../../../apps/shell/src/federation/timing';
import { LOAD_TIMEOUT_MS } from '../../../libs/sheet-runtime/src/with-timeout';

type AppConfig = (env: Record<string, unknown>, argv: { mode: string }) => AppBuild | AppBuild[];
type AppBuild = { output: { chunkLoadTimeout?: number } };

const APPS = ['shell', 'create-account', 'carrier-linking', 'channel-linking', 'terms-privacy'];

describe('one load time-out', () => {
  it.each(APPS)(
    '%s: webpack gives up a chunk when the sheet shows its error, not minutes later',
    (app) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const config = require(
        path.resolve(__dirname, `../../../apps/${app}/webpack.config.js`),
      ) as AppConfig;
      // The shell's production build is two: the shell, then its service worker.
      const built = config({}, { mode: 'production' });
      const { output } = Array.isArray(built) ? built[0]! : built;
      expect(output.chunkLoadTimeout).toBe(LOAD_TIMEOUT_MS);
      expect(output.chunkLoadTimeout).toBe(REMOTE_LOAD_TIMEOUT_MS);
    },
  );
});
