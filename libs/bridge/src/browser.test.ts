import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import {
  CHECKPOINT_KEY,
  createBrowserBridge,
  DEVICE_ID_KEY,
  getRecordedHostEvents,
} from './browser';
import { BridgeCallError, BridgeTimeoutError, BridgeUnavailableError } from './errors';

const dialogParams = {
  title: 'Leave setup?',
  message: 'Your details will be lost.',
  buttons: [
    { id: 'leave', label: 'Leave' },
    { id: 'stay', label: 'Stay' },
  ],
};

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  jest.useRealTimers();
});

describe('createBrowserBridge: httpRequest', () => {
  it('fetches and answers status, headers and body text; a GET carries no body', async () => {
    const fetchImpl = jest.fn(
      async () => new Response('{"status":0}', { status: 201, headers: { 'X-Answer': '42' } }),
    );
    const bridge = createBrowserBridge({ hostOrigins: [], fetchImpl });
    const result = await bridge.request('httpRequest', {
      url: 'http://127.0.0.1:4100/terms',
      method: 'get',
      headers: { Accept: 'application/json' },
      body: 'ignored',
    });
    expect(result).toEqual({
      status: 201,
      headers: expect.objectContaining({ 'x-answer': '42' }),
      body: '{"status":0}',
    });
    expect(fetchImpl).toHaveBeenCalledWith(
      'http://127.0.0.1:4100/terms',
      expect.objectContaining({
        method: 'GET',
        headers: { Accept: 'application/json' },
        body: undefined,
      }),
    );
    bridge.dispose();
  });

  it('rejects a network failure with code network', async () => {
    const fetchImpl = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const bridge = createBrowserBridge({ hostOrigins: [], fetchImpl });
    const answer = bridge.request('httpRequest', { url: '/x', method: 'POST', body: 'a=1' });
    await expect(answer).rejects.toEqual(expect.any(BridgeCallError));
    await expect(answer).rejects.toMatchObject({ code: 'network' });
  });

  it('times out a request the server never answers', async () => {
    jest.useFakeTimers();
    const fetchImpl = jest.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    const bridge = createBrowserBridge({ hostOrigins: [], fetchImpl, timeoutMs: 300 });
    const answer = bridge.request('httpRequest', { url: '/slow', method: 'GET' });
    jest.advanceTimersByTime(300);
    await expect(answer).rejects.toEqual(expect.any(BridgeTimeoutError));
  });
});

describe('createBrowserBridge: showDialog', () => {
  it('renders an accessible dialog, focuses the first button and answers the chosen one', async () => {
    const user = userEvent.setup();
    const bridge = createBrowserBridge({ hostOrigins: [] });
    const answer = bridge.request('showDialog', dialogParams);
    const dialog = await screen.findByRole('dialog', { name: 'Leave setup?' });
    expect(dialog).toHaveAccessibleDescription('Your details will be lost.');
    expect(within(dialog).getByRole('button', { name: 'Leave' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await expect(answer).resolves.toEqual({ buttonId: 'stay' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('answers the last button on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const bridge = createBrowserBridge({ hostOrigins: [] });
    const answer = bridge.request('showDialog', dialogParams);
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toEqual({ buttonId: 'stay' });
    expect(opener).toHaveFocus();
  });

  it('closes the dialog and rejects on dispose', async () => {
    const bridge = createBrowserBridge({ hostOrigins: [] });
    const answer = bridge.request('showDialog', dialogParams);
    bridge.dispose();
    await expect(answer).rejects.toMatchObject({ code: 'disposed' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('uses the native modal when the browser has one, and times out after interactiveTimeoutMs', async () => {
    jest.useFakeTimers();
    const showModal = jest.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    Object.defineProperty(HTMLDialogElement.prototype, 'showModal', {
      value: showModal,
      configurable: true,
    });
    try {
      const bridge = createBrowserBridge({ hostOrigins: [], interactiveTimeoutMs: 5000 });
      const answer = bridge.request('showDialog', dialogParams);
      expect(await screen.findByRole('dialog', { name: 'Leave setup?' })).toBeInTheDocument();
      expect(showModal).toHaveBeenCalledTimes(1);
      jest.advanceTimersByTime(5000);
      await expect(answer).rejects.toMatchObject({ name: 'BridgeTimeoutError', timeoutMs: 5000 });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal;
    }
  });

  it('rejects a dialog without buttons', async () => {
    const bridge = createBrowserBridge({ hostOrigins: [] });
    await expect(
      bridge.request('showDialog', { ...dialogParams, buttons: [] }),
    ).rejects.toMatchObject({
      code: 'invalid_params',
    });
  });
});

describe('createBrowserBridge: what only the host can do', () => {
  it('records closeSheet, openUrl, handOverDetails and notifyTermsAgreed and announces them', async () => {
    const announce = jest.fn();
    const bridge = createBrowserBridge({ hostOrigins: [], announce });
    await expect(bridge.request('openUrl', { url: 'https://example.com/family' })).resolves.toEqual(
      {},
    );
    await bridge.request('handOverDetails', { details: { dsid: '7', phoneSecretCode: '123456' } });
    await bridge.request('notifyTermsAgreed', { agreed: true });
    await bridge.request('closeSheet', {});
    expect(bridge.recorded.map((event) => event.name)).toEqual([
      'openUrl',
      'handOverDetails',
      'notifyTermsAgreed',
      'closeSheet',
    ]);
    expect(getRecordedHostEvents(bridge)).toBe(bridge.recorded);
    expect(announce).toHaveBeenCalledWith({
      name: 'openUrl',
      detail: 'https://example.com/family',
    });
    expect(announce).toHaveBeenCalledWith({
      name: 'handOverDetails',
      detail: 'dsid, phoneSecretCode',
    });
    expect(announce).toHaveBeenCalledWith({ name: 'closeSheet' });
  });

  it('records and announces the close result when one is given, refuses an unknown one', async () => {
    const announce = jest.fn();
    const bridge = createBrowserBridge({ hostOrigins: [], announce });
    await expect(bridge.request('closeSheet', { result: 'success' })).resolves.toEqual({});
    await bridge.request('closeSheet', { result: 'cancelled' });
    expect(bridge.recorded).toEqual([
      { name: 'closeSheet', result: 'success' },
      { name: 'closeSheet', result: 'cancelled' },
    ]);
    expect(announce.mock.calls).toEqual([
      [{ name: 'closeSheet', detail: 'success' }],
      [{ name: 'closeSheet', detail: 'cancelled' }],
    ]);
    // An untyped caller (the params cross no type check at run time).
    const odd = { result: 'done' } as unknown as { result: 'success' };
    await expect(bridge.request('closeSheet', odd)).rejects.toMatchObject({
      name: 'BridgeCallError',
      code: 'invalid_params',
    });
    expect(bridge.recorded).toHaveLength(2);
    expect(announce).toHaveBeenCalledTimes(2);
  });

  it('rejects authenticate and signPayload as unavailable', async () => {
    const bridge = createBrowserBridge({ hostOrigins: [] });
    await expect(bridge.request('authenticate', {})).rejects.toEqual(
      expect.any(BridgeUnavailableError),
    );
    await expect(bridge.request('signPayload', { payload: 'x' })).rejects.toMatchObject({
      request: 'signPayload',
    });
  });

  it('keeps one random device id in localStorage and has no phone number', async () => {
    const first = await createBrowserBridge({ hostOrigins: [] }).request('getDeviceId', {});
    const second = await createBrowserBridge({ hostOrigins: [] }).request('getDeviceId', {});
    expect(first.deviceId).toMatch(/\S{8,}/);
    expect(second).toEqual(first);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(first.deviceId);
    await expect(
      createBrowserBridge({ hostOrigins: [] }).request('getPhoneNumber', {}),
    ).resolves.toEqual({
      phoneNumber: null,
    });
  });

  it('fires back on the TV remote back keys, not on Escape', async () => {
    const user = userEvent.setup();
    const bridge = createBrowserBridge({ hostOrigins: [] });
    const listener = jest.fn();
    const unsubscribe = bridge.onBack(listener);
    await user.keyboard('{Escape}');
    expect(listener).not.toHaveBeenCalled();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'GoBack' }));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'BrowserBack' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'GoBack' }));
    expect(listener).toHaveBeenCalledTimes(2);
    bridge.dispose();
  });

  it('getRecordedHostEvents is empty for a bridge that is not the browser one', () => {
    const other = {
      kind: 'android' as const,
      request: jest.fn(),
      onBack: jest.fn(),
      on: jest.fn(),
      dispose: jest.fn(),
    };
    expect(getRecordedHostEvents(other)).toEqual([]);
  });
});

describe('createBrowserBridge: checkpoints', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps the checkpoint in this tab’s session, and forgets it when saved as null', async () => {
    const bridge = createBrowserBridge({ hostOrigins: [] });
    expect(await bridge.request('restoreCheckpoint', {})).toEqual({ version: 1, checkpoint: null });
    await bridge.request('saveCheckpoint', { version: 1, checkpoint: '{"at":1}' });
    expect(await createBrowserBridge({ hostOrigins: [] }).request('restoreCheckpoint', {})).toEqual(
      {
        version: 1,
        checkpoint: '{"at":1}',
      },
    );
    await bridge.request('saveCheckpoint', { version: 1, checkpoint: null });
    expect(sessionStorage.getItem(CHECKPOINT_KEY)).toBeNull();
  });

  it('refuses a checkpoint over the limit and reads an unreadable one as none', async () => {
    const bridge = createBrowserBridge({ hostOrigins: [] });
    await expect(
      bridge.request('saveCheckpoint', { version: 1, checkpoint: 'x'.repeat(16_385) }),
    ).rejects.toMatchObject({ code: 'too_large' });
    sessionStorage.setItem(CHECKPOINT_KEY, '{not json');
    expect(await bridge.request('restoreCheckpoint', {})).toEqual({ version: 1, checkpoint: null });
  });
});
