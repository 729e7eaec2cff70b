import type { ServiceDeps } from '@sheet/services';
import { createErrorReporter, installGlobalErrorHandlers } from './error-reporting';

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
    createErrorReporter(deps, []).report(new TypeError('x is undefined'), 'uncaught');
    await Promise.resolve();
    const sent = JSON.stringify(transport.mock.calls[0]![0].json);
    expect(sent).toContain('TypeError: x is undefined');
    expect(sent).toContain('/account/create/verify-email');
    expect(sent).not.toMatch(/secret|ana%40example/);
  });

  it('skips built-in and configured noise', async () => {
    const { deps, transport } = services();
    const { report } = createErrorReporter(deps, ['chrome-extension']);
    report('Script error.', 'uncaught');
    report(new Error('Failed in chrome-extension://abc/x.js'), 'uncaught');
    await Promise.resolve();
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
