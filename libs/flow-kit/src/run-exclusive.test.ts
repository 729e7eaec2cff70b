import { create } from 'zustand';
import { ServiceError, ServiceErrorKind } from '@sheet/services';
import { setOnline, useConnectivity } from '@sheet/sheet-runtime';
import { fakeSheet, networkFailure, servicesKey } from '@sheet/test-support';
import {
  addGeneralError,
  runExclusive,
  stopOrShowFailure,
  type StoppableState,
} from './run-exclusive';

const serverError = (errorKey: string) =>
  new ServiceError(errorKey, { kind: ServiceErrorKind.serverError, errorKey });

const newStore = () =>
  create<StoppableState & { done: number }>(() => ({
    waiting: false,
    generalErrors: [],
    stopped: undefined,
    done: 0,
  }));

describe('runExclusive', () => {
  it('runs one action at a time: a second press while one is in flight does nothing', async () => {
    fakeSheet({});
    const store = newStore();
    let finish!: () => void;
    const work = jest.fn(
      () =>
        new Promise<string>((resolve) => {
          finish = () => resolve('done');
        }),
    );
    const first = runExclusive(store, work);
    expect(store.getState().waiting).toBe(true);
    await expect(runExclusive(store, work)).resolves.toBeUndefined();
    finish();
    await expect(first).resolves.toBe('done');
    expect(work).toHaveBeenCalledTimes(1);
    expect(store.getState().waiting).toBe(false);
  });

  it('resets general errors first, and shows a failure as one, reported only when unexpected', async () => {
    const sheet = fakeSheet({});
    const store = newStore();
    addGeneralError(store, { text: 'from before' });
    await runExclusive(store, () => Promise.reject(networkFailure()));
    expect(store.getState().generalErrors).toEqual([servicesKey('networkError')]);
    expect(sheet.reportError).not.toHaveBeenCalled();

    const bug = new TypeError('undefined is not a function');
    await runExclusive(store, () => Promise.reject(bug));
    expect(store.getState().generalErrors).toEqual([servicesKey('generalError')]);
    expect(sheet.reportError).toHaveBeenCalledWith(bug);
    expect(store.getState().waiting).toBe(false);
  });

  it('says nothing of a cancellation (status 6) and reports nothing', async () => {
    const sheet = fakeSheet({});
    const store = newStore();
    const cancelled = new ServiceError('Terms check failed', {
      kind: ServiceErrorKind.serverError,
      status: 6,
    });
    await expect(runExclusive(store, () => Promise.reject(cancelled))).resolves.toBeUndefined();
    expect(store.getState()).toMatchObject({ generalErrors: [], waiting: false });
    expect(sheet.reportError).not.toHaveBeenCalled();
  });

  it('hands a failure to the flow’s own handler when it has one', async () => {
    fakeSheet({});
    const store = newStore();
    const onFailure = jest.fn();
    const failure = networkFailure();
    await runExclusive(store, () => Promise.reject(failure), onFailure);
    expect(onFailure).toHaveBeenCalledWith(failure);
    expect(store.getState().generalErrors).toEqual([]);
  });
});

describe('general errors', () => {
  it('are de-duplicated', () => {
    const store = newStore();
    addGeneralError(store, { ns: 'flow', i18nKey: 'a' });
    addGeneralError(store, { ns: 'flow', i18nKey: 'a' });
    addGeneralError(store, { text: 'b' });
    expect(store.getState().generalErrors).toEqual([{ ns: 'flow', i18nKey: 'a' }, { text: 'b' }]);
  });
});

describe('stopOrShowFailure', () => {
  it('ends the flow on what nothing here can change, and shows anything else', () => {
    fakeSheet({});
    const store = newStore();
    stopOrShowFailure(store, serverError('MZCommerce.HardBundleAlreadyClaimed'));
    expect(store.getState().stopped).toEqual(servicesKey('bundleAlreadyClaimed'));
    expect(store.getState().generalErrors).toEqual([]);
    stopOrShowFailure(store, serverError('SmsVerificationFailedKey'));
    expect(store.getState().generalErrors).toEqual([servicesKey('wrongCode')]);
  });
});

describe('runExclusive offline', () => {
  const offline = () =>
    new ServiceError('The device is offline', {
      kind: ServiceErrorKind.serverError,
      errorType: 'Offline',
    });
  afterEach(() => useConnectivity.setState({ online: true, notice: undefined }));

  it('says offline once for the sheet, not as a general error; the next action clears it', async () => {
    fakeSheet({});
    const store = newStore();
    await runExclusive(store, () => Promise.reject(offline()));
    expect(store.getState().generalErrors).toEqual([]);
    expect(useConnectivity.getState()).toEqual({ online: false, notice: 'offline' });
    setOnline(true);
    expect(useConnectivity.getState().notice).toBe('backOnline');
    await runExclusive(store, () => Promise.resolve());
    expect(useConnectivity.getState().notice).toBeUndefined();
  });

  it('reads any failure as offline while the browser says it is', async () => {
    fakeSheet({});
    const store = newStore();
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await runExclusive(store, () => Promise.reject(new Error('Loading chunk 7 failed')));
    onLine.mockRestore();
    expect(store.getState().generalErrors).toEqual([]);
    expect(useConnectivity.getState().notice).toBe('offline');
  });

  it('a network failure with the device online stays the general error', async () => {
    fakeSheet({});
    const store = newStore();
    await runExclusive(store, () => Promise.reject(networkFailure()));
    expect(store.getState().generalErrors).toEqual([servicesKey('networkError')]);
    expect(useConnectivity.getState().notice).toBeUndefined();
  });
});
