import { connect } from 'node:net';
import { randomRequest, useToken } from './fuzz-cases';
import { type Harness, harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await harness();
  useToken((await h.account()).token);
});
afterAll(async () => {
  await h.app.close();
});

describe('fuzz', () => {
  it('answers 300 malformed requests with JSON envelopes and never a 5xx', async () => {
    const problems: string[] = [];
    for (let i = 0; i < 300; i++) {
      const request = randomRequest(i);
      const res = await h.app.inject(request);
      let body: unknown;
      try {
        body = JSON.parse(res.body);
      } catch {
        problems.push(`#${i} ${request.method} ${request.url}: not JSON: ${res.body.slice(0, 80)}`);
        continue;
      }
      const status = (body as { status?: unknown }).status;
      if (typeof status !== 'number' || (status !== 0 && status !== -1)) {
        problems.push(`#${i} ${request.method} ${request.url}: no envelope status`);
      }
      if (status === -1 && typeof (body as { errorMessage?: unknown }).errorMessage !== 'string') {
        problems.push(`#${i} ${request.method} ${request.url}: failure without errorMessage`);
      }
      if (res.statusCode >= 500)
        problems.push(`#${i} ${request.method} ${request.url}: HTTP ${res.statusCode}`);
      if (![200, 400, 404, 413].includes(res.statusCode))
        problems.push(`#${i}: unexpected HTTP ${res.statusCode}`);
      if (!String(res.headers['content-type']).startsWith('application/json'))
        problems.push(`#${i}: content-type`);
    }
    expect(problems).toEqual([]);
    const bag = await h.app.inject({ url: '/bag.json' });
    expect(JSON.parse(bag.body).status).toBe(0);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers malformed HTTP on a real socket with an envelope', async () => {
    const url = new URL(await h.app.listen({ port: 0, host: '127.0.0.1' }));
    const raw = (text: string) =>
      new Promise<string>((resolve) => {
        const socket = connect(Number(url.port), url.hostname);
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString()));
        socket.on('close', () => resolve(answer));
        socket.on('error', () => resolve(answer));
        socket.write(text);
        setTimeout(() => socket.end(), 300);
      });
    for (const text of [
      'GARBAGE\r\n\r\n',
      'GET /bag.json HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
      `GET /bag.json HTTP/1.1\r\nHost: x\r\nX-Big: ${'h'.repeat(20_000)}\r\n\r\n`,
      'POST /metrics HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\n',
    ]) {
      const answer = await raw(text);
      const [head, body] = answer.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 4\d\d/);
      expect(JSON.parse(body ?? '')).toMatchObject({ status: -1, errorKey: 'InvalidRequest' });
    }
    const ok = await fetch(`${url.origin}/bag.json`);
    expect(ok.status).toBe(200);
  });
});
