import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { test as base } from './secrets';

const galleryDir = path.resolve(__dirname, '../../libs/ui-kit/gallery-dist');
const staticServer = pathToFileURL(path.resolve(__dirname, '../../tools/static-server/index.mjs'));

/**
 * Serves the gallery build with tools/static-server in a child process (Playwright's loader cannot
 * import the .mjs server itself); `close` stops it by pid.
 */
function startGallery(): Promise<{ url: string; close: () => Promise<void> }> {
  if (!existsSync(path.join(galleryDir, 'index.html'))) {
    throw new Error(
      'libs/ui-kit/gallery-dist/index.html is missing: build the gallery first with `npm run build-gallery -w @sheet/ui-kit`',
    );
  }
  const script = `import(${JSON.stringify(staticServer.href)}).then(async ({ serveDirectory }) => {
    const server = await serveDirectory({ name: 'ui-kit gallery', dir: ${JSON.stringify(galleryDir)} });
    process.stdout.write(server.url + '\\n');
    process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
  });`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The gallery server exited (code ${code})`)));
    createInterface({ input: child.stdout! }).once('line', (url) =>
      resolve({
        url,
        close: async () => {
          if (child.exitCode === null) process.kill(child.pid!, 'SIGTERM');
          await exited;
        },
      }),
    );
  });
}

/** Every gallery spec gets the gallery build, served on a fresh 127.0.0.1 port. */
export const test = base.extend<object, { gallery: { url: string } }>({
  gallery: [
    async ({}, use) => {
      const gallery = await startGallery();
      await use(gallery);
      await gallery.close();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
