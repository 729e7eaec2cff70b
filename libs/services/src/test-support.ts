import type { Bag } from './bag';
import type { ServiceDeps } from './call';
import type { HttpRequest, Transport } from './transport';

/** A bag and a transport that records every request and answers what the test says. */
export function fakeServices(answer: unknown = { status: 0 }) {
  const requests: Array<HttpRequest & { bagKey: string }> = [];
  const bag: Bag = {
    hosts: {
      default: 'https://svc.test',
      business: 'https://biz.test',
      education: 'https://edu.test',
      sharedBusiness: 'https://sbiz.test',
      sharedEducation: 'https://sedu.test',
    },
    paths: new Proxy({} as Record<string, string>, { get: (_target, key) => `/${String(key)}` }),
  };
  let next: unknown = answer;
  const transport: Transport = async (request) => {
    requests.push({ ...request, bagKey: new URL(request.url).pathname.slice(1) });
    return { httpStatus: 200, body: next };
  };
  const deps: ServiceDeps = { bag, transport };
  return {
    deps,
    requests,
    answer: (body: unknown) => {
      next = body;
    },
    last: () => requests[requests.length - 1]!,
  };
}
