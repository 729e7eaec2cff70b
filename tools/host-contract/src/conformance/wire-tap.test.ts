import { installWireTap } from './wire-tap';

test("copies the simulator's messages from an accepted origin only, and the parent window", () => {
  const tap = installWireTap(window, ['http://host.example']);
  const mark = tap.mark();
  const post = (origin: string, source: Window | null) =>
    window.dispatchEvent(
      new MessageEvent('message', { data: { kind: 'response' }, origin, source }),
    );
  post('http://host.example', window.parent);
  post('http://other.example', window.parent);
  post('http://host.example', null);
  expect(tap.since(mark)).toEqual([{ data: { kind: 'response' } }]);
});
