import type { ServiceDeps } from '@sheet/services';
import { createErrorReporter } from './error-reporting';
import { installGlobalErrorHandlers } from './global-errors';

function services() {
  const transport = jest.fn(async (_request: { json?: unknown }) => ({
    httpStatus: 200,
    body: { status: 0 },
  }));
  const deps: ServiceDeps = {
    bag: {
      hosts: {
        default: 'https://svc.test',
        business: '',
        education: '',
        sharedBusiness: '',
        sharedEducation: '',
      },
      paths: { errorReport: '/errors' },
    },
    transport,
  };
  return { deps, transport };
}

describe('error reporting', () => {
  beforeEach(() =>
    window.history.replaceState(
      {},
      '',
      '/account/create/verify-email?email=ana%40example.com&t=secret',
    ),
  );

  it('reports an error with its page but never the query', async () => {
    const { deps, transport } = services();
    await createErrorReporter(deps, []).report(new TypeError('x is undefined'), 'uncaught');
    const sent = JSON.stringify(transport.mock.calls[0]![0].json);
    expect(sent).toContain('TypeError: x is undefined');
    expect(sent).toContain('/account/create/verify-email');
    expect(sent).not.toMatch(/secret|ana%40example/);
  });

  it('says what a load failure wraps, names the remote of each file, and strips every query', async () => {
    const { deps, transport } = services();
    const file = 'https://cdn.test/terms/v2/terms.1234abcd.js';
    const remoteOf = (url: string) => (url.startsWith(file) ? 'terms_privacy' : undefined);
    const refused = new Error(`Loading chunk 164 failed.\n(error: ${file}?attempt=2)`);
    const failure = new Error('Remote terms_privacy failed to load', { cause: refused });
    await createErrorReporter(deps, [], remoteOf).report(failure, 'route');
    const { message } = transport.mock.calls[0]![0].json as { message: string };
    expect(message).toMatch(
      /^Error: Remote terms_privacy failed to load <- Error: Loading chunk 164 failed\.\n\(error: https:\/\/cdn\.test\/terms\/v2\/terms\.1234abcd\.js\b.*\[remote terms_privacy\]$/s,
    );
    expect(message).not.toContain('attempt');
  });

  it('skips built-in and configured noise', async () => {
    const { deps, transport } = services();
    const { report } = createErrorReporter(deps, ['chrome-extension']);
    await report('Script error.', 'uncaught');
    await report(new Error('Failed in chrome-extension://abc/x.js'), 'uncaught');
    expect(transport).not.toHaveBeenCalled();
  });

  it('catches uncaught errors and unhandled rejections on the window', () => {
    const report = jest.fn();
    const uninstall = installGlobalErrorHandlers(report);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom'), message: 'boom' }));
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = new Error('late');
    window.dispatchEvent(rejection);
    uninstall();
    // jsdom rethrows an error event nobody listens to, so the uninstall is checked with a rejection.
    const after = new Event('unhandledrejection') as Event & { reason?: unknown };
    after.reason = new Error('after');
    window.dispatchEvent(after);
    expect(report.mock.calls.map(([error, kind]) => [(error as Error).message, kind])).toEqual([
      ['boom', 'uncaught'],
      ['late', 'unhandledrejection'],
    ]);
  });
});
