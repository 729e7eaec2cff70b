// `npm run load`: a bounded load test of the service emulator (what flow teams develop against), on
// 127.0.0.1 with autocannon. Three phases at a fixed rate, each against a fresh emulator with a
// state file (dev mode):
//   1. code sends (`GET /account/email/code`, a new address each) and code checks
//      (`POST /account/email/code/validate`, wrong codes: validation answers, never a 5xx);
//   2. account creations (`POST /v2/account/create`) for addresses verified beforehand: every
//      creation answered with status 0 must be in the state file after a clean stop;
//   3. creations again, and the emulator killed (SIGKILL) in the middle of its writes: the state
//      file must still be valid JSON, holding whole accounts (written atomically: temp + rename).
// Prints requests, errors, 5xx, p99 latency, records lost and the state file's validity; exits
// non-zero when any 5xx, error or lost record is seen or the file is invalid.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmulatorProcess } from './emulator-process.mjs';
import { ensurePackages } from './setup.mjs';

ensurePackages();
const { default: autocannon } = await import('autocannon');

const RATE = Number(process.env.LOAD_RATE ?? 300); // requests per second, all connections together
const SECONDS = 4;
const CONNECTIONS = 50;
const PASSWORD = 'Sheet2026pass';
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

const runId = Date.now().toString(36);
let serial = 0;
const nextEmail = () => `load-${runId}-${(serial += 1)}@example.com`;

/** Runs autocannon and tallies envelope statuses from the answers' bodies. */
function fire(options) {
  const statuses = new Map();
  const requests = options.requests.map((request) => ({
    ...request,
    onResponse: (status, body) => {
      let key = `HTTP ${status}`;
      try {
        key += ` / status ${JSON.parse(body).status}`;
      } catch {
        key += ' / not JSON';
      }
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      request.onResponse?.(status, body);
    },
  }));
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, ...options, requests }, (error, result) =>
      error ? reject(error) : resolve({ result, statuses }),
    );
  });
}

function report(title, { result, statuses }) {
  const fiveXx = result['5xx'];
  console.log(`\n${title}`);
  // the rate over the run itself (autocannon's per-second average counts a last, partial second)
  const seconds = (new Date(result.finish) - new Date(result.start)) / 1000;
  const rate = Math.round(result.requests.total / seconds);
  console.log(`  requests        ${result.requests.total} in ${seconds.toFixed(1)} s (${rate}/s)`);
  console.log(`  errors          ${result.errors} (time-outs ${result.timeouts})`);
  console.log(`  5xx             ${fiveXx}`);
  console.log(`  latency p99     ${result.latency.p99} ms (p50 ${result.latency.p50} ms)`);
  console.log(`  answers         ${[...statuses].map(([k, v]) => `${k}: ${v}`).join(', ')}`);
  return result.errors === 0 && fiveXx === 0 && result.timeouts === 0;
}

async function getJson(url, init) {
  const response = await fetch(url, init);
  return response.json();
}

/** Verifies `count` new addresses through the emulator (send, read the code, check). */
async function verifiedAddresses(emulatorUrl, count) {
  const emails = [];
  for (let i = 0; i < count; i += 1) {
    const email = nextEmail();
    const sent = await getJson(
      `${emulatorUrl}/account/email/code?email=${encodeURIComponent(email)}`,
    );
    const query = new URLSearchParams({ channel: 'email', target: email });
    const { code } = await getJson(`${emulatorUrl}/__control/codes/latest?${query}`);
    const body = new URLSearchParams({ email, secretCode: code, clientToken: sent.clientToken });
    const checked = await getJson(`${emulatorUrl}/account/email/code/validate`, {
      method: 'POST',
      headers: FORM,
      body,
    });
    if (checked.status !== 0) throw new Error(`could not verify ${email}`);
    emails.push(email);
  }
  return emails;
}

const createBody = (email) =>
  new URLSearchParams({
    acAccountName: email,
    acAccountPassword: PASSWORD,
    accountType: 'email',
    firstName: 'Ana',
    lastName: 'Lima',
    birthday: '1990-04-01',
    storefront: 'USA',
    addressOfficialCountryCode: 'USA',
    context: 'create',
    agreedToTerms: '1',
    paymentMethodType: 'none',
  }).toString();

/** Creation requests, one per address, each remembered when it answers status 0. */
function creations(emails, created) {
  let next = 0;
  return [
    {
      method: 'POST',
      path: '/v2/account/create',
      headers: FORM,
      setupRequest: (request) => ({ ...request, body: createBody(emails[next++ % emails.length]) }),
      onResponse: (_status, body) => {
        try {
          const answer = JSON.parse(body);
          if (answer.status === 0) created.add(answer.dsid ?? answer.accountName ?? body);
        } catch {
          // counted as "not JSON" by fire()
        }
      },
    },
  ];
}

async function accountsInFile(file) {
  const data = JSON.parse(await readFile(file, 'utf8'));
  return data.accounts;
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'sheet-load-'));
let ok = true;
try {
  // 1. Code sends and checks.
  const db1 = path.join(dir, 'codes.json');
  const first = await startEmulatorProcess({ db: db1, quiet: true });
  const codes = await fire({
    url: first.url,
    overallRate: RATE,
    duration: SECONDS,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          path: `/account/email/code?email=${encodeURIComponent(nextEmail())}`,
        }),
      },
      {
        method: 'POST',
        path: '/account/email/code/validate',
        headers: FORM,
        setupRequest: (request) => ({
          ...request,
          body: new URLSearchParams({
            email: nextEmail(),
            secretCode: '000000',
            clientToken: 'no-such-session',
          }).toString(),
        }),
      },
    ],
  });
  ok = report('Code sends and checks', codes) && ok;
  await first.stop();

  // 2. Creations: none lost.
  const db2 = path.join(dir, 'create.json');
  const second = await startEmulatorProcess({ db: db2, quiet: true });
  const count = RATE * SECONDS;
  const emails = await verifiedAddresses(second.url, count);
  const created = new Set();
  const creates = await fire({
    url: second.url,
    overallRate: RATE,
    amount: count,
    requests: creations(emails, created),
  });
  ok = report('Account creations', creates) && ok;
  await second.stop();
  const stored = new Set((await accountsInFile(db2)).map((account) => account.accountName));
  const lost = emails.filter((email) => !stored.has(email)).length;
  console.log(`  created         ${created.size} (status 0), in the state file ${stored.size}`);
  console.log(`  records lost    ${lost}`);
  ok = ok && lost === 0 && created.size === count;

  // 3. Killed in the middle of its writes.
  const db3 = path.join(dir, 'kill.json');
  const third = await startEmulatorProcess({ db: db3, quiet: true });
  const moreEmails = await verifiedAddresses(third.url, 200);
  const firing = fire({
    url: third.url,
    overallRate: RATE,
    amount: moreEmails.length,
    requests: creations(moreEmails, new Set()),
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  process.kill(third.pid, 'SIGKILL');
  await third.exited;
  await firing.catch(() => undefined);
  let valid = false;
  let accounts = 0;
  try {
    const list = await accountsInFile(db3);
    accounts = list.length;
    valid = list.every((account) => typeof account.accountName === 'string' && account.dsid);
  } catch (error) {
    console.log(`  state file unreadable: ${error.message}`);
  }
  console.log('\nKilled while writing (SIGKILL after 300 ms of creations)');
  console.log(`  state file      ${valid ? 'valid JSON' : 'INVALID'}, ${accounts} whole accounts`);
  ok = ok && valid;
} finally {
  await rm(dir, { recursive: true, force: true });
}
console.log(ok ? '\nLoad test passed.' : '\nLoad test FAILED.');
process.exit(ok ? 0 : 1);
