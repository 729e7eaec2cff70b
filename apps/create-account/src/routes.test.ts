import routes from './routes';

describe('the route table', () => {
  it('prefetches both code screens from the details screen, so Continue never waits for them', () => {
    const personal = routes.routes.find((route) => route.path === 'account/create/personal');
    expect(personal?.prefetch).toEqual(
      expect.arrayContaining(['account/create/verify-email', 'account/create/verify-phone']),
    );
  });
});
