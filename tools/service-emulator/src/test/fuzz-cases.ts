/** Malformed-request generators for the fuzz test (seeded, so a failure reproduces). */
import type { InjectOptions } from 'fastify';
import { CALL_NAMES, CALLS, HOST_ROOTS } from '../calls';

/** A small seeded PRNG (mulberry32) so a failure reproduces. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = prng(20260615);
const int = (n: number) => Math.floor(random() * n);
const pick = <T>(list: readonly T[]): T => list[int(list.length)] as T;

function randomString(max = 40): string {
  const alphabet = 'aZ09 %&=?#/\\"\'{}[]<>;:,.+-_~`!@$^*()\n\t\u0000é漢😀\u202e';
  return Array.from({ length: int(max) }, () => pick([...alphabet])).join('');
}

function randomValue(depth = 0): unknown {
  switch (int(depth > 2 ? 6 : 9)) {
    case 0:
      return int(1e9) - 5e8;
    case 1:
      return random() < 0.5;
    case 2:
      return null;
    case 3:
      return randomString();
    case 4:
      return 'x'.repeat(300 + int(3000));
    case 5:
      return random() * 1e308;
    case 6:
      return Array.from({ length: int(5) }, () => randomValue(depth + 1));
    case 7:
      return Object.fromEntries(
        Array.from({ length: int(6) }, () => [randomString(10), randomValue(depth + 1)]),
      );
    default:
      return { __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } };
  }
}

const callList = CALL_NAMES.map((name) => CALLS[name]);
const postCalls = callList.filter((c) => c.method === 'POST');
const getCalls = callList.filter((c) => c.method === 'GET');
/** A valid bearer token half of the time, so sign-in calls reach their body checks. */
let validToken = '';

export function useToken(token: string): void {
  validToken = token;
}
const roots = Object.values(HOST_ROOTS);
const contentTypes = [
  'application/json',
  'application/x-www-form-urlencoded',
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=x',
  ';;;',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  '',
];
const malformedJson = [
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"__proto__":{"x":1}}',
  '"str"',
  '123',
  '{"a":1}}',
  '\u0000',
  '{"guid":"\ud800"}',
];

export function randomRequest(i: number): InjectOptions {
  const call = pick(i % 10 === 6 ? getCalls : i % 10 === 7 ? callList : postCalls);
  const url = pick(roots) + call.path;
  const junk = ['Bearer ', 'Bearer x', 'Basic abc', 'Bearer ' + 'a'.repeat(600), '\u00ff'];
  const token = { authorization: random() < 0.5 ? `Bearer ${validToken}` : pick(junk) };
  switch (i % 10) {
    case 0: // random path
      return {
        method: pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']),
        url:
          '/' +
          encodeURIComponent(randomString()) +
          pick(['', '/..', '/%2e%2e', '?a=%ZZ', '//x', '/bag.json/x']),
      };
    case 1: // JSON body of random shape
      return {
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', ...token },
        payload: JSON.stringify(randomValue()),
      };
    case 2: // malformed JSON
      return {
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', ...token },
        payload: pick(malformedJson),
      };
    case 3: // wrong content type
      return {
        method: 'POST',
        url,
        headers: { 'content-type': pick(contentTypes), ...token },
        payload: randomString(200),
      };
    case 4: // huge body
      return {
        method: 'POST',
        url,
        headers: {
          'content-type': pick(['application/json', 'application/x-www-form-urlencoded']),
        },
        payload: `{"a":"${'y'.repeat(17 * 1024)}"}`,
      };
    case 5: // form with oversized, repeated or odd fields
      return {
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...token },
        payload: pick([
          `acAccountName=${'a'.repeat(400)}&acAccountPassword=x`,
          'accepted=1&accepted=2',
          'cc=CHN&cc=USA',
          'phoneNumber=%ZZ%&countryDialCode=+++',
          '=&&==&a',
          'email=a%40b.c&secretCode=1&clientToken=' + 'z'.repeat(100),
          Array.from({ length: 80 }, (_, k) => `f${k}=1`).join('&'),
          'birthday=9999-99-99&firstName=%00&addressOfficialCountryCode=%F0%9F%98%80',
          '__proto__=1&constructor=2&phoneId=x&phoneSecretCode=y',
        ]),
      };
    case 6: // query strings with wrong types and repeats
      return {
        method: 'GET',
        url: `${url}?${pick(['context=create&context=cipCarrier', 'cc=' + 'Z'.repeat(100), 'a=1&p=2&c=3&t=' + randomString(), 'email=', 'email=' + encodeURIComponent(randomString()), 'channel=sms&target=x', 'addressOfficialCountryCode=' + encodeURIComponent(randomString(8)) + '&context=create', 'x[]=1&x[]=2'])}`,
        headers: token,
      };
    case 7: // wrong method
      return { method: pick(['PUT', 'PATCH', 'DELETE']), url, payload: randomString() };
    case 8: // JSON with wrong types for known fields
      return {
        method: 'POST',
        url,
        headers: token,
        payload: {
          guid: randomValue(),
          msisdn: randomValue(),
          productCode: randomValue(),
          otp: randomValue(),
          linkParams: randomValue(),
          events: randomValue(),
          message: randomValue(),
          accountName: randomValue(),
          password: randomValue(),
          carrier: randomValue(),
          sessionId: randomValue(),
        },
      };
    default: // control endpoint abuse
      return {
        method: pick(['GET', 'POST', 'DELETE']),
        url: pick([
          '/__control/faults',
          '/__control/clock',
          '/__control/captcha',
          '/__control/codes/latest',
          '/__control/accounts',
          '/__control/carrier-links',
          '/__control/channel-links',
        ]),
        headers: { 'content-type': pick(['application/json', 'text/plain']) },
        payload: JSON.stringify(randomValue()),
      };
  }
}
