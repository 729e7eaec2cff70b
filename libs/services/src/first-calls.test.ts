import { shareEarlyAnswers } from './first-calls';
import type { HttpRequest, HttpResponse } from './transport';

const FIELDS: HttpRequest = { method: 'GET', url: 'https://svc.test/fields', query: { a: true } };

function countingTransport() {
  const transport = jest.fn(async (_request: HttpRequest): Promise<HttpResponse> => ({
    httpStatus: 200,
    body: {},
  }));
  return { transport, sharing: shareEarlyAnswers(transport, () => 'en-us') };
}

test('an early request answers the identical request once; the next one asks again', async () => {
  const { transport, sharing } = countingTransport();
  sharing.sendEarly(FIELDS);
  await sharing({ ...FIELDS, query: { a: true } });
  expect(transport).toHaveBeenCalledTimes(1);
  await sharing(FIELDS);
  expect(transport).toHaveBeenCalledTimes(2);
});

test('when the screen asked first, the early request is not sent again', async () => {
  const { transport, sharing } = countingTransport();
  const screen = sharing(FIELDS);
  sharing.sendEarly(FIELDS);
  await screen;
  expect(transport).toHaveBeenCalledTimes(1);
});

test('another query or another language is another request', async () => {
  const transport = jest.fn(async (): Promise<HttpResponse> => ({ httpStatus: 200, body: {} }));
  let language = 'en-us';
  const sharing = shareEarlyAnswers(transport, () => language);
  sharing.sendEarly(FIELDS);
  await sharing({ ...FIELDS, query: { a: false } });
  language = 'fr-fr';
  await sharing(FIELDS);
  expect(transport).toHaveBeenCalledTimes(3);
});
