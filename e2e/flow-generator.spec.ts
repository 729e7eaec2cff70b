import { execFile, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { spawnEmulator } from '../tools/service-emulator/src/spawn';
import { expect, test } from './support/secrets';

/**
 * `npx nx g @sheet/flow-plugin:flow` in a copy of this work tree, as a flow team would run it:
 * the new flow passes prettier, eslint and tsc, builds with the shell, shows its first screen
 * through the shell (its Continue running its kit action), deploys with `npm run deploy`, and its
 * unit test and the locale checks (its strings reported as needing translation) pass.
 */
const root = path.resolve(__dirname, '..');
/** A name no real flow will take. */
const FLOW = 'sample-flow';
const ROUTE = '/sample';
const TITLE = 'Sample flow';
const NX_ENV = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };

const execFileAsync = promisify(execFile);

/** Runs a command in `cwd`; a failure says which and what it printed. */
async function run(cwd: string, command: string, args: string[]): Promise<string> {
  try {
    const { stdout, stderr } = await execFileAsync(command, args, {
      cwd,
      env: NX_ENV,
      maxBuffer: 64 * 1024 * 1024,
    });
    return `${stdout}${stderr}`;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${`${stdout}${stderr}`.slice(-4000)}`);
  }
}

/**
 * The work tree as git sees it (tracked files and new ones, not ignored ones), in a temporary
 * folder. Its node_modules links to this one's packages, except the workspace's own (@sheet/*),
 * which link into the copy as npm links them, so the copy builds and serves its own code.
 */
async function copyWorkTree(): Promise<string> {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'flow-generator-'));
  const { stdout: listed } = await execFileAsync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: root, maxBuffer: 64 * 1024 * 1024 },
  );
  for (const file of new Set(listed.split('\0').filter(Boolean))) {
    // A file deleted in the work tree but not yet in a commit is still listed.
    if (!existsSync(path.join(root, file))) continue;
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(copy, file));
  }
  const modules = path.join(root, 'node_modules');
  mkdirSync(path.join(copy, 'node_modules/@sheet'), { recursive: true });
  for (const entry of readdirSync(modules)) {
    if (entry === '@sheet' || (entry.startsWith('.') && entry !== '.bin')) continue;
    symlinkSync(path.join(modules, entry), path.join(copy, 'node_modules', entry));
  }
  for (const entry of readdirSync(path.join(modules, '@sheet'))) {
    const target = readlinkSync(path.join(modules, '@sheet', entry));
    symlinkSync(target, path.join(copy, 'node_modules/@sheet', entry));
  }
  return copy;
}

/**
 * The copy's built shell and new remote on 127.0.0.1, stopped by pid. The other remotes are not
 * built: the shell is told they are elsewhere (it loads none of them for the new route).
 */
function serveCopy(
  copy: string,
  emulatorUrl: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const ports = JSON.parse(
    readFileSync(path.join(copy, 'tools/webpack-config/ports.json'), 'utf8'),
  ) as Record<string, number>;
  const unbuilt = Object.keys(ports)
    .filter((name) => name !== 'shell' && name !== FLOW.replace(/-/g, '_'))
    .flatMap((name) => ['--remote', `${name}=/${name}/none/mf-manifest.json`]);
  const cli = path.join(copy, 'tools/static-server/cli.mjs');
  const args = [cli, ...unbuilt, '--emulator', emulatorUrl, '--test-mode'];
  const child = spawn(process.execPath, args, { cwd: copy, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`The copy's server exited early (code ${code})`)),
    );
    createInterface({ input: child.stdout! }).once('line', (line) => {
      resolve({
        url: (JSON.parse(line) as { shell: string }).shell,
        stop: async () => {
          if (child.exitCode === null) process.kill(child.pid!, 'SIGTERM');
          await exited;
        },
      });
    });
  });
}

test('a generated flow builds, shows its screen through the shell, deploys, and passes its checks', async ({
  page,
}) => {
  // It builds the shell and the new remote: 40 to 70 s on two cores, as busy as they are.
  test.setTimeout(300_000);
  const copy = await copyWorkTree();
  try {
    await test.step('generate', async () => {
      const generator = ['nx', 'g', '@sheet/flow-plugin:flow', FLOW, '--route', ROUTE];
      await run(copy, 'npx', [...generator, '--skipInstall', '--no-interactive']);
      expect(existsSync(path.join(copy, `apps/${FLOW}/src/routes.ts`))).toBe(true);
    });

    await test.step('prettier, eslint and tsc accept what it wrote', async () => {
      const written = [`apps/${FLOW}`, `e2e/${FLOW}.spec.ts`];
      const edited = ['apps/shell', 'tools/static-server'];
      const data = ['e2e/spec-projects.json', 'tools/webpack-config/ports.json'];
      await run(copy, 'npx', ['prettier', '--check', ...written, ...edited, ...data]);
      await run(copy, 'npx', ['eslint', '--max-warnings=0', ...written, ...edited]);
      // Types as `npm test` checks them (the root tsconfig), for the files the flow adds or edits.
      const include = [`apps/${FLOW}/src/**/*`, 'apps/shell/src/**/*', `e2e/${FLOW}.spec.ts`];
      const config = { extends: './tsconfig.json', include: [...include, 'types/**/*.d.ts'] };
      writeFileSync(path.join(copy, 'tsconfig.flow.json'), JSON.stringify(config));
      await run(copy, 'npx', ['tsc', '-p', 'tsconfig.flow.json']);
    });

    await test.step('build the shell and the new remote, one after the other', async () => {
      const only = ['-p', `shell,${FLOW}`, '--parallel=1', '--skipNxCache'];
      await run(copy, 'npx', ['nx', 'run-many', '-t', 'build', ...only]);
    });

    await test.step('its route through the shell: the heading, and Continue runs its action', async () => {
      const emulator = await spawnEmulator({ mode: 'test' });
      try {
        const server = await serveCopy(copy, emulator.url);
        try {
          await page.goto(`${server.url}${ROUTE}`);
          await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
          await page.getByRole('button', { name: 'Continue' }).click();
          // In a plain browser the shell says what the host would do: close, with success.
          await expect(
            page.getByText('Done. In the app, this screen would close now.'),
          ).toBeVisible();
        } finally {
          await server.stop();
        }
      } finally {
        await emulator.stop();
      }
    });

    await test.step('npm run deploy publishes it once its smoke check passes', async () => {
      const cdn = path.join(copy, '.tmp/cdn');
      await run(copy, 'node', ['scripts/deploy.mjs', FLOW, '--to', cdn, '--version', '1']);
      const pointers = JSON.parse(readFileSync(path.join(cdn, 'remotes.json'), 'utf8')) as object;
      // Its pointer names the sealed manifest and that manifest's hash (the smoke check ran with it).
      expect(pointers).toEqual({
        sample_flow: {
          manifest: `/${FLOW}/1/mf-manifest.json`,
          integrity: expect.stringMatching(/^sha384-/),
        },
      });
    });

    await test.step('its unit test and the shell’s pass; the locale checks report its strings untranslated', async () => {
      const jest = [
        'jest',
        '--ci',
        '--verbose',
        `apps/${FLOW}`,
        'apps/shell',
        'tools/locale-checks',
      ];
      const output = await run(copy, 'npx', jest);
      expect(output).toContain('closes the sheet with success');
      expect(output).toContain('de-de needs translation: sampleFlow.title, sampleFlow.text');
    });
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});
