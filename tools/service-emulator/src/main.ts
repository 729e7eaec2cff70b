/**
 * CLI: `node --import tsx tools/service-emulator/src/main.ts [--port 4100] [--host 127.0.0.1]
 * [--mode dev|test|prod] [--db file]`. Prints one JSON line `{url, pid, mode}` when listening, then logs.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MODES, type Mode } from './context';
import { buildEmulator } from './server';

function fail(message: string): never {
  process.stderr.write(`service-emulator: ${message}\n`);
  process.exit(2);
}

function options(): { port: number; host: string; mode: Mode; dbFile: string | null } {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string', default: '4100' },
        host: { type: 'string', default: '127.0.0.1' },
        mode: { type: 'string', default: 'dev' },
        db: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  const port = Number(values.port);
  if (!/^\d{1,5}$/.test(values.port) || port > 65_535)
    fail(`--port must be 0 to 65535, not "${values.port}"`);
  const mode = MODES.find((m) => m === values.mode);
  if (!mode) fail(`--mode must be one of ${MODES.join(', ')}, not "${values.mode}"`);
  const defaultDb = path.join(import.meta.dirname, '..', '.data', 'emulator.json');
  const dbFile = mode === 'test' ? null : values.db ? path.resolve(values.db) : defaultDb;
  return { port, host: values.host, mode, dbFile };
}

async function main(): Promise<void> {
  const { port, host, mode, dbFile } = options();
  // Silent until the JSON line is out, so it is the first line on stdout.
  const app = await buildEmulator({
    mode,
    dbFile,
    logger: {
      level: 'silent',
      // Queries may carry tokens (the channel offer's t): request logs keep only the path.
      serializers: {
        req: (request: { method: string; url: string }) => ({
          method: request.method,
          path: request.url.split('?')[0],
        }),
      },
    },
  });
  await app.listen({ port, host });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  const hostPart = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${hostPart}:${address.port}`;
  process.stdout.write(`${JSON.stringify({ url, pid: process.pid, mode })}\n`);
  app.log.level = mode === 'test' ? 'warn' : 'info';
  app.log.info({ url, mode, db: dbFile ?? 'memory' }, 'service emulator listening');

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    app.log.info(`${signal}: stopping`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`service-emulator: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `service-emulator: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
