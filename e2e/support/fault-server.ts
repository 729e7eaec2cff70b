import { readFile, readdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';

/**
 * A remote's server that can misbehave on purpose, on a fixed 127.0.0.1 port:
 * - healthy: serves the remote's real build;
 * - hang: accepts every request and never answers;
 * - broken-entry: serves a remoteEntry.js that is not a federation container;
 * - missing-chunk: 404 for one screen's chunk (the browser raises ChunkLoadError);
 * - throwing-screen: that screen's chunk holds a component that throws while rendering.
 * `refuse()` stops listening (connections are refused); `accept()` listens on the same port again.
 */
export type FaultMode = 'healthy' | 'hang' | 'broken-entry' | 'missing-chunk' | 'throwing-screen';

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};

export async function startFaultServer(options: { distDir: string; screenChunk: string }) {
  const files = await readdir(options.distDir);
  const screenChunkFile = files.find(
    (file) => file.startsWith(`${options.screenChunk}.`) && file.endsWith('.js'),
  );
  if (!screenChunkFile)
    throw new Error(`No chunk named ${options.screenChunk} in ${options.distDir}`);
  let mode: FaultMode = 'healthy';
  const sockets = new Set<Socket>();
  let hungCount = 0;
  const hungWaiters: Array<{ count: number; resolve: () => void }> = [];

  const server: Server = createServer(async (request, response) => {
    if (mode === 'hang') {
      hungCount += 1;
      for (const waiter of hungWaiters.filter(({ count }) => hungCount >= count)) {
        hungWaiters.splice(hungWaiters.indexOf(waiter), 1);
        waiter.resolve();
      }
      return;
    }
    const file = path.basename(new URL(request.url ?? '/', 'http://x').pathname) || 'index.html';
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (mode === 'broken-entry' && file === 'remoteEntry.js') {
      response.writeHead(200, { 'Content-Type': contentTypes['.js'] });
      return response.end('this is not a federation container {');
    }
    if (mode === 'missing-chunk' && file === screenChunkFile) {
      response.writeHead(404);
      return response.end();
    }
    try {
      let body = await readFile(path.join(options.distDir, file));
      if (mode === 'throwing-screen' && file === screenChunkFile)
        body = Buffer.from(throwingChunk(body.toString()));
      response.writeHead(200, {
        'Content-Type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      response.writeHead(404);
      response.end();
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      sockets.forEach((socket) => socket.destroy());
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });

  const port = await listen(0);
  return {
    manifestUrl: `http://127.0.0.1:${port}/mf-manifest.json`,
    setMode: (next: FaultMode) => {
      mode = next;
    },
    /** How many requests it has left unanswered in `hang` mode so far. */
    hungRequests: () => hungCount,
    /** Resolves once `count` requests in all have been left unanswered. */
    hungRequestsReach: (count: number) =>
      new Promise<void>((resolve) => {
        if (hungCount >= count) resolve();
        else hungWaiters.push({ count, resolve });
      }),
    refuse: stop,
    accept: async () => {
      if (!server.listening) await listen(port);
    },
    close: stop,
  };
}

/**
 * Rewrites a webpack JSONP chunk so every module in it default-exports a component that throws on
 * render: the same chunk id and module ids, so webpack installs it as the real screen.
 */
function throwingChunk(source: string): string {
  const head = /\.push\(\[\[([^\]]+)\],\{/.exec(source);
  const globalName = /self\.(webpackChunk\w+)/.exec(source);
  if (!head || !globalName) throw new Error('Not a webpack JSONP chunk');
  // Module definitions look like `{5734(e,t,s){` (or `5734:(e,t,s)=>` in older output).
  const moduleIds = [
    ...new Set([...source.matchAll(/[{,](\d+)(?=\(|:\(|:function)/g)].map((match) => match[1])),
  ];
  const modules = moduleIds
    .map(
      (id) =>
        `${id}:(m,e,r)=>{r.r(e);r.d(e,{default:()=>function BrokenScreen(){throw new Error("screen failed to render")}})}`,
    )
    .join(',');
  return `(self.${globalName[1]}=self.${globalName[1]}||[]).push([[${head[1]}],{${modules}}]);`;
}
