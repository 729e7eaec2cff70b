import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

const packageDir = path.join(__dirname, '..', '..');
const main = path.join(packageDir, 'src', 'main.ts');

function start(args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', main, ...args], {
    cwd: packageDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const stderr: string[] = [];
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  return { child, exited, stderr };
}

describe('main (CLI)', () => {
  it('prints one JSON line, serves, and stops cleanly on SIGTERM', async () => {
    const { child, exited } = start(['--mode', 'test', '--port', '0']);
    const lines = createInterface({ input: child.stdout });
    const first = await new Promise<string>((resolve) => lines.once('line', resolve));
    const info = JSON.parse(first) as { url: string; pid: number; mode: string };
    expect(info).toEqual({
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      pid: child.pid,
      mode: 'test',
    });
    const bag = (await (await fetch(`${info.url}/bag.json`)).json()) as {
      status: number;
      hosts: { default: string };
    };
    expect(bag.status).toBe(0);
    expect(bag.hosts.default).toBe(info.url);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 30_000);

  it('rejects bad options with exit code 2', async () => {
    const { exited, stderr } = start(['--mode', 'staging']);
    expect(await exited).toBe(2);
    expect(stderr.join('')).toMatch(/--mode/);
  }, 30_000);
});
