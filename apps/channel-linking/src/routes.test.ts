import routes from './routes';

describe('the route table', () => {
  it('prefetches the SMS screen from the landing, so Link never waits for it', () => {
    const landing = routes.routes.find((route) => route.path.endsWith('subscription/link'));
    expect(landing?.prefetch).toContain('channel-sms-verification');
  });
});
