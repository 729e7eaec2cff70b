// Each test loads the module afresh, with its own stand-in for Continue's code.
beforeEach(() => {
  jest.resetModules();
});

it('runs Continue once its code is here, and answers where it leads', async () => {
  jest.doMock('./continue-action', () => ({
    continueFromPersonal: async () => '/account/create/verify-email',
  }));
  const { continueFromPersonal } = await import('./continue-lazily');
  await expect(continueFromPersonal()).resolves.toBe('/account/create/verify-email');
});

it('says so on the form when Continue’s code cannot load, and stays', async () => {
  jest.doMock('./continue-action', () => {
    throw new Error('Loading chunk continue failed.');
  });
  const { continueFromPersonal, preloadContinue } = await import('./continue-lazily');
  const { fakeSheet, resetCreateAccountStore, storeState } = await import('../flow/test-support');
  fakeSheet({});
  resetCreateAccountStore();
  expect(() => preloadContinue()).not.toThrow();
  await expect(continueFromPersonal()).resolves.toBeUndefined();
  expect(storeState().generalErrors).toHaveLength(1);
});
