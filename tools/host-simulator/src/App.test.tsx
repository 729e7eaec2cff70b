import { loadHostSide, type HostRequestName, type HostSide } from '@sheet/bridge';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from './App';
import { DEFAULT_SETTINGS, type Settings } from './settings';

const config = { sheetUrl: 'http://127.0.0.1:4200', emulatorUrl: 'http://127.0.0.1:4100' };
const SHEET = 'http://127.0.0.1:4200';

let requestMessage: HostSide['requestMessage'];
beforeAll(async () => {
  ({ requestMessage } = await loadHostSide());
});

function setup(
  options: { signedIn?: boolean; fetchImpl?: typeof fetch; settings?: Partial<Settings> } = {},
) {
  const fetchImpl = options.fetchImpl ?? (jest.fn() as unknown as typeof fetch);
  render(
    <App
      config={config}
      deviceId="sim-device"
      initialSettings={{
        ...DEFAULT_SETTINGS,
        signedIn: options.signedIn ?? false,
        ...options.settings,
      }}
      fetchImpl={fetchImpl}
    />,
  );
  const frame = () => screen.getByTitle('Sheet') as HTMLIFrameElement;
  const posted = jest.fn();
  const wire = () => {
    frame().contentWindow!.postMessage = posted;
  };
  wire();
  let next = 0;
  const send = (name: HostRequestName, params: object = {}, origin = SHEET) => {
    next += 1;
    const message = requestMessage(`r${next}`, name, params as never);
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: message, origin, source: frame().contentWindow }),
      );
    });
    return message.id;
  };
  const replyTo = (id: string) =>
    waitFor(() => {
      const call = posted.mock.calls.find(([message]) => message.id === id);
      expect(call).toBeDefined();
      expect(call![1]).toBe(SHEET);
      return call![0];
    });
  return { frame, posted, wire, send, replyTo, fetchImpl };
}

describe('App', () => {
  // Each test starts from the simulator's own address, without an earlier test's query.
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('renders the toolbar and the sheet iframe with the sheet URL', () => {
    setup();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    for (const name of ['Language', 'Storefront', 'Theme', 'Screen']) {
      expect(screen.getByRole('combobox', { name })).toBeInTheDocument();
    }
    for (const name of ['TV', 'Signed in', 'App preload']) {
      expect(screen.getByRole('checkbox', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: 'SIM number' })).toHaveValue('+12015550123');
    expect(
      screen.getByRole('checkbox', { name: 'Sign in with handed-over account' }),
    ).toBeChecked();
    const src = new URL(screen.getByTitle('Sheet').getAttribute('src')!);
    expect(src.pathname).toBe('/account/create/personal');
    expect(src.searchParams.get('host')).toBe('simulator');
    expect(screen.getByRole('log', { name: 'Bridge log' })).toBeInTheDocument();
  });

  it('reloads the sheet when a toolbar value changes', async () => {
    const user = userEvent.setup();
    const { frame } = setup();
    const before = frame();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ar');
    expect(frame()).not.toBe(before);
    expect(new URL(frame().src).searchParams.get('lang')).toBe('ar');
    expect(window.location.search).toContain('lang=ar');
  });

  it('signs in through the Sign In dialog, answers authenticated and keeps the sheet', async () => {
    const user = userEvent.setup();
    const fetchImpl = jest.fn(async (url: string) =>
      url.endsWith('/auth/sign-in')
        ? Response.json({ status: 0, token: 'tok-9', accountName: 'ana@example.com' })
        : new Response('{"status":0}'),
    );
    const { send, replyTo, frame } = setup({ fetchImpl: fetchImpl as unknown as typeof fetch });
    const sheet = frame();
    const id = send('authenticate', { reason: 'linkCarrier' });
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    expect(dialog).toHaveAccessibleDescription(
      'Sign in to link your carrier plan to your account.',
    );
    expect(dialog).not.toHaveTextContent('linkCarrier');
    await user.type(within(dialog).getByLabelText('Account name'), 'ana@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'Passw0rd!');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await replyTo(id)).toMatchObject({ ok: true, result: { authenticated: true } });
    expect(fetchImpl).toHaveBeenCalledWith(
      'http://127.0.0.1:4100/auth/sign-in',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ accountName: 'ana@example.com', password: 'Passw0rd!' }),
      }),
    );
    expect(screen.getByRole('checkbox', { name: 'Signed in' })).toBeChecked();
    expect(frame()).toBe(sheet);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('log').textContent).not.toContain('Passw0rd!');

    const http = send('httpRequest', { url: 'http://127.0.0.1:4100/terms', method: 'GET' });
    expect(await replyTo(http)).toMatchObject({ ok: true, result: { status: 200 } });
    expect(fetchImpl).toHaveBeenLastCalledWith(
      'http://127.0.0.1:4100/terms',
      expect.objectContaining({ headers: { Authorization: 'Bearer tok-9' } }),
    );
    expect(screen.getByRole('log').textContent).not.toContain('tok-9');
  });

  it('shows the emulator error in the dialog and answers cancelled on Cancel', async () => {
    const user = userEvent.setup();
    const fetchImpl = jest.fn(async () =>
      Response.json({
        status: -1,
        errorKey: 'Authentication',
        errorMessage: 'The account name or password is not correct.',
      }),
    );
    const { send, replyTo } = setup({ fetchImpl: fetchImpl as unknown as typeof fetch });
    const id = send('authenticate');
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    expect(dialog).toHaveAccessibleDescription('The sheet asks you to sign in.');
    await user.type(within(dialog).getByLabelText('Account name'), 'ana@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('not correct');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await replyTo(id)).toMatchObject({ ok: false, error: { code: 'cancelled' } });
  });

  it.each([
    ['privacyConsent', 'Sign in to give your privacy consent.'],
    ['linkChannelSubscription', 'Sign in to link your subscription.'],
    ['acceptTerms', 'Sign in to accept the updated Terms and Conditions.'],
    ['linkEverything', 'The sheet asks you to sign in.'],
  ])('says why in plain words when the reason is %s', async (reason, text) => {
    const user = userEvent.setup();
    const { send, replyTo } = setup();
    const id = send('authenticate', { reason });
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    expect(dialog).toHaveAccessibleDescription(text);
    expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(reason);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await replyTo(id)).toMatchObject({ ok: false, error: { code: 'cancelled' } });
  });

  it('shows the app dialog and answers the chosen button', async () => {
    const user = userEvent.setup();
    const { send, replyTo } = setup();
    const id = send('showDialog', {
      title: 'Offer unavailable',
      message: 'Try later.',
      buttons: [
        { id: 'ok', label: 'OK' },
        { id: 'help', label: 'Help' },
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Offer unavailable' });
    await user.click(within(dialog).getByRole('button', { name: 'Help' }));
    expect(await replyTo(id)).toMatchObject({ ok: true, result: { buttonId: 'help' } });
  });

  it('closes the sheet, lists what it handed over and opens it again', async () => {
    const user = userEvent.setup();
    const { send, replyTo } = setup({ signedIn: true });
    await replyTo(send('handOverDetails', { details: { dsid: '7', token: 'secret-token' } }));
    expect(
      await replyTo(send('notifyTermsAgreed', { agreed: true, termsVersionId: '42' })),
    ).toMatchObject({ ok: true, result: {} });
    await replyTo(send('openUrl', { url: 'https://example.com/family?t=abc' }));
    const closing = send('closeSheet');
    expect(await replyTo(closing)).toMatchObject({ ok: true, result: {} });
    const heading = await screen.findByRole('heading', { name: 'Sheet closed' });
    const panel = heading.closest('section')!;
    expect(panel).toHaveTextContent('"dsid": "7"');
    expect(panel).not.toHaveTextContent('secret-token');
    expect(panel).toHaveTextContent('https://example.com/family?t=•••');
    expect(panel).toHaveTextContent('Result None');
    expect(panel).toHaveTextContent('Terms agreement notified (terms flow) Agreed (version 42)');
    expect(panel).not.toHaveTextContent('Terms agreed');
    const terms = within(panel).getByText('Terms agreement notified (terms flow)');
    expect(terms.tagName).toBe('DT');
    expect(terms.nextElementSibling).toHaveTextContent(/^Agreed \(version 42\)$/);
    expect(terms.nextElementSibling?.nextElementSibling).toHaveTextContent(
      /notifyTermsAgreed; not the sign-up form's agree-to-terms checkbox/,
    );
    expect(screen.queryByTitle('Sheet')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await user.click(within(panel).getByRole('button', { name: 'Open again' }));
    expect(screen.getByTitle('Sheet')).toBeInTheDocument();
  });

  it('shows the close result, refuses an unknown one and forgets it on Open again', async () => {
    const user = userEvent.setup();
    const { send, replyTo, wire } = setup();
    expect(await replyTo(send('closeSheet', { result: 'done' }))).toMatchObject({
      ok: false,
      error: { code: 'invalid_params' },
    });
    expect(screen.getByTitle('Sheet')).toBeInTheDocument();
    await replyTo(send('closeSheet', { result: 'success' }));
    const heading = await screen.findByRole('heading', { name: 'Sheet closed' });
    const panel = heading.closest('section')!;
    expect(panel).toHaveTextContent('Result Success');
    expect(panel).toHaveTextContent('Terms agreement notified (terms flow) None');
    expect(panel).toHaveTextContent('Privacy consent None');
    const term = within(panel).getByText('Result');
    expect(term.tagName).toBe('DT');
    expect(term.nextElementSibling).toHaveTextContent(/^Success$/);
    await user.click(within(panel).getByRole('button', { name: 'Open again' }));
    wire();
    await replyTo(send('closeSheet', { result: 'cancelled' }));
    const again = (await screen.findByRole('heading', { name: 'Sheet closed' })).closest(
      'section',
    )!;
    expect(again).toHaveTextContent('Result Cancelled');
  });

  it.each([
    ['agreed without a version', [{ agreed: true }], 'Agreed'],
    ['agreed with an empty version', [{ agreed: true, termsVersionId: '' }], 'Agreed'],
    ['not agreed', [{ agreed: false }], 'Not agreed'],
    ['not agreed, with a version', [{ agreed: false, termsVersionId: '42' }], 'Not agreed'],
    [
      'agreed after a refused notice (the last one counts)',
      [{ agreed: false }, { agreed: 'yes' }, { agreed: true, termsVersionId: '43' }],
      'Agreed (version 43)',
    ],
  ])('shows the terms notice when %s', async (_label, notices, text) => {
    const { send, replyTo } = setup();
    for (const params of notices) await replyTo(send('notifyTermsAgreed', params));
    await replyTo(send('closeSheet'));
    const panel = (await screen.findByRole('heading', { name: 'Sheet closed' })).closest(
      'section',
    )!;
    expect(panel).toHaveTextContent(`Terms agreement notified (terms flow) ${text}`);
    const terms = within(panel).getByText('Terms agreement notified (terms flow)');
    expect(terms.nextElementSibling?.textContent).toBe(text);
  });

  it('refuses a malformed terms notice and shows none', async () => {
    const { send, replyTo } = setup();
    expect(await replyTo(send('notifyTermsAgreed', {}))).toMatchObject({
      ok: false,
      error: { code: 'invalid_params' },
    });
    expect(
      await replyTo(send('notifyTermsAgreed', { agreed: true, termsVersionId: 42 })),
    ).toMatchObject({ ok: false, error: { code: 'invalid_params' } });
    await replyTo(send('closeSheet'));
    const panel = (await screen.findByRole('heading', { name: 'Sheet closed' })).closest(
      'section',
    )!;
    expect(panel).toHaveTextContent('Terms agreement notified (terms flow) None');
  });

  it.each([
    ['consented', 'Consented'],
    ['dissented', 'Dissented'],
    ['notRequired', 'Not required'],
  ])('shows the privacy consent choice %s in words', async (choice, text) => {
    const { send, replyTo } = setup();
    expect(await replyTo(send('notifyPrivacyConsent', { choice }))).toMatchObject({
      ok: true,
      result: {},
    });
    await replyTo(send('closeSheet', { result: 'success' }));
    const panel = (await screen.findByRole('heading', { name: 'Sheet closed' })).closest(
      'section',
    )!;
    expect(panel).toHaveTextContent(`Privacy consent ${text}`);
    expect(panel).not.toHaveTextContent(`Privacy consent ${choice}`);
    const privacy = within(panel).getByText('Privacy consent');
    expect(privacy.tagName).toBe('DT');
    expect(privacy.nextElementSibling?.textContent).toBe(text);
  });

  it('shows the privacy consent choice told last, refuses an unknown one, forgets it on Open again', async () => {
    const user = userEvent.setup();
    const { send, replyTo, wire } = setup();
    expect(await replyTo(send('notifyPrivacyConsent', { choice: 'declined' }))).toMatchObject({
      ok: false,
      error: { code: 'invalid_params' },
    });
    await replyTo(send('notifyPrivacyConsent', { choice: 'dissented' }));
    await replyTo(send('notifyPrivacyConsent', { choice: 'consented' }));
    await replyTo(send('closeSheet'));
    const panel = (await screen.findByRole('heading', { name: 'Sheet closed' })).closest(
      'section',
    )!;
    expect(panel).toHaveTextContent('Privacy consent Consented');
    await user.click(within(panel).getByRole('button', { name: 'Open again' }));
    wire();
    await replyTo(send('closeSheet'));
    const again = (await screen.findByRole('heading', { name: 'Sheet closed' })).closest(
      'section',
    )!;
    expect(again).toHaveTextContent('Privacy consent None');
    expect(again).toHaveTextContent('Terms agreement notified (terms flow) None');
  });

  it('answers the SIM number signed in or not, and changes it from the toolbar', async () => {
    const user = userEvent.setup();
    const { send, replyTo, frame, wire } = setup();
    expect(await replyTo(send('getPhoneNumber'))).toMatchObject({
      ok: true,
      result: { phoneNumber: '+12015550123' },
    });
    const field = screen.getByRole('textbox', { name: 'SIM number' });
    const before = frame();
    await user.clear(field);
    await user.type(field, '+447700900123');
    // Typing alone does not reload the sheet; Enter applies the number.
    expect(frame()).toBe(before);
    await user.keyboard('{Enter}');
    expect(frame()).not.toBe(before);
    expect(field).toHaveFocus();
    expect(field).toHaveValue('+447700900123');
    expect(new URLSearchParams(window.location.search).get('phone')).toBe('+447700900123');
    wire();
    expect(await replyTo(send('getPhoneNumber'))).toMatchObject({
      result: { phoneNumber: '+447700900123' },
    });

    // Emptied, the device has no number; leaving the field applies it.
    const second = frame();
    await user.clear(field);
    await user.tab();
    expect(frame()).not.toBe(second);
    expect(field).toHaveValue('');
    expect(new URLSearchParams(window.location.search).get('phone')).toBe('none');
    wire();
    expect(await replyTo(send('getPhoneNumber'))).toMatchObject({ result: { phoneNumber: null } });

    // Escape puts the applied value back; leaving an unchanged field does not reload.
    const third = frame();
    await user.type(field, '+1999{Escape}');
    expect(field).toHaveValue('');
    await user.tab();
    expect(frame()).toBe(third);
  });

  it('answers the SIM number from the settings when signed in, or null for none', async () => {
    const { send, replyTo } = setup({ signedIn: true, settings: { phone: null } });
    expect(screen.getByRole('textbox', { name: 'SIM number' })).toHaveValue('');
    expect(await replyTo(send('getPhoneNumber'))).toMatchObject({
      ok: true,
      result: { phoneNumber: null },
    });
  });

  it('shows the carrier status set last and whether subscriptions were invalidated', async () => {
    const user = userEvent.setup();
    const { send, replyTo, wire } = setup();
    expect(await replyTo(send('setCarrierStatus', { status: 'linked' }))).toMatchObject({
      ok: false,
      error: { code: 'invalid_params' },
    });
    expect(await replyTo(send('setCarrierStatus', { status: 'unlinked' }))).toMatchObject({
      ok: true,
      result: {},
    });
    await replyTo(send('setCarrierStatus', { status: 'needsManualVerification' }));
    expect(await replyTo(send('invalidateSubscriptionStatus'))).toMatchObject({
      ok: true,
      result: {},
    });
    await replyTo(send('closeSheet', { result: 'success' }));
    const panel = (await screen.findByRole('heading', { name: 'Sheet closed' })).closest(
      'section',
    )!;
    expect(panel).toHaveTextContent('Carrier status Needs manual verification');
    expect(panel).toHaveTextContent('Subscription status invalidated Yes');
    const carrier = within(panel).getByText('Carrier status');
    expect(carrier.tagName).toBe('DT');
    expect(carrier.nextElementSibling).toHaveTextContent(/^Needs manual verification$/);
    const invalidated = within(panel).getByText('Subscription status invalidated');
    expect(invalidated.tagName).toBe('DT');
    expect(invalidated.nextElementSibling).toHaveTextContent(/^Yes$/);

    await user.click(within(panel).getByRole('button', { name: 'Open again' }));
    wire();
    await replyTo(send('setCarrierStatus', { status: 'eligible' }));
    await replyTo(send('closeSheet'));
    const again = (await screen.findByRole('heading', { name: 'Sheet closed' })).closest(
      'section',
    )!;
    expect(again).toHaveTextContent('Carrier status Eligible');
    expect(again).toHaveTextContent('Subscription status invalidated No');
  });

  it('shows no carrier status when the sheet set none', async () => {
    const { send, replyTo } = setup();
    await replyTo(send('closeSheet'));
    const panel = (await screen.findByRole('heading', { name: 'Sheet closed' })).closest(
      'section',
    )!;
    expect(panel).toHaveTextContent('Carrier status None');
    expect(panel).toHaveTextContent('Subscription status invalidated No');
  });

  it('signs in with the account the sheet hands over, without reloading', async () => {
    const fetchImpl = jest.fn(async () => new Response('{"status":0}'));
    const { send, replyTo, frame } = setup({ fetchImpl: fetchImpl as unknown as typeof fetch });
    const sheet = frame();
    expect(screen.getByRole('checkbox', { name: 'Signed in' })).not.toBeChecked();
    const details = { dsid: '8', accountName: 'new@example.com', token: 'tok-handed-1' };
    expect(await replyTo(send('handOverDetails', { details }))).toMatchObject({
      ok: true,
      result: {},
    });
    expect(screen.getByRole('checkbox', { name: 'Signed in' })).toBeChecked();
    expect(frame()).toBe(sheet);
    expect(window.location.search).toContain('signedIn=1');
    expect(window.location.search).not.toContain('tok-handed-1');
    const log = screen.getByRole('log');
    expect(log).toHaveTextContent('sign-in with handed-over account');
    expect(log).toHaveTextContent('"accountName": "new@example.com"');
    expect(log.textContent).not.toContain('tok-handed-1');

    expect(await replyTo(send('authenticate'))).toMatchObject({ result: { authenticated: true } });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await replyTo(send('httpRequest', { url: 'http://127.0.0.1:4100/terms', method: 'GET' }));
    expect(fetchImpl).toHaveBeenLastCalledWith(
      'http://127.0.0.1:4100/terms',
      expect.objectContaining({ headers: { Authorization: 'Bearer tok-handed-1' } }),
    );

    await replyTo(send('closeSheet'));
    const panel = (await screen.findByRole('heading', { name: 'Sheet closed' })).closest(
      'section',
    )!;
    expect(panel).toHaveTextContent('"dsid": "8"');
    expect(panel).not.toHaveTextContent('tok-handed-1');
  });

  it('only records the handed-over account when the setting is off', async () => {
    const fetchImpl = jest.fn(async () => new Response('{"status":0}'));
    const { send, replyTo } = setup({
      fetchImpl: fetchImpl as unknown as typeof fetch,
      settings: { adopt: false },
    });
    expect(
      screen.getByRole('checkbox', { name: 'Sign in with handed-over account' }),
    ).not.toBeChecked();
    await replyTo(send('handOverDetails', { details: { dsid: '8', token: 'tok-handed-2' } }));
    expect(screen.getByRole('checkbox', { name: 'Signed in' })).not.toBeChecked();
    expect(screen.getByRole('log')).not.toHaveTextContent('sign-in with handed-over account');
    await replyTo(send('httpRequest', { url: 'http://127.0.0.1:4100/terms', method: 'GET' }));
    expect(fetchImpl).toHaveBeenLastCalledWith(
      'http://127.0.0.1:4100/terms',
      expect.objectContaining({ headers: {} }),
    );
    await replyTo(send('closeSheet'));
    const panel = (await screen.findByRole('heading', { name: 'Sheet closed' })).closest(
      'section',
    )!;
    expect(panel).toHaveTextContent('"dsid": "8"');
  });

  it('turns the handed-over account setting off and on from the toolbar, reloading', async () => {
    const user = userEvent.setup();
    const { frame } = setup();
    const before = frame();
    const adopt = screen.getByRole('checkbox', { name: 'Sign in with handed-over account' });
    await user.click(adopt);
    expect(adopt).not.toBeChecked();
    expect(frame()).not.toBe(before);
    expect(new URLSearchParams(window.location.search).get('adopt')).toBe('0');
    await user.click(adopt);
    expect(new URLSearchParams(window.location.search).has('adopt')).toBe(false);
  });

  it('sends back events and ignores messages from another origin', async () => {
    const user = userEvent.setup();
    const { send, posted } = setup();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() =>
      expect(posted).toHaveBeenCalledWith(
        { channel: 'sheet-bridge', version: 1, kind: 'event', name: 'back', params: {} },
        SHEET,
      ),
    );
    posted.mockClear();
    send('getDeviceId', {}, 'http://evil.test');
    await waitFor(() =>
      expect(screen.getByRole('log')).toHaveTextContent('message from http://evil.test'),
    );
    expect(posted).not.toHaveBeenCalled();
  });

  describe('a WebView’s life: Kill renderer and Offline', () => {
    afterEach(() => sessionStorage.clear());

    const restored = async (
      send: ReturnType<typeof setup>['send'],
      replyTo: ReturnType<typeof setup>['replyTo'],
    ) => ((await replyTo(send('restoreCheckpoint'))) as { result: unknown }).result;

    it('keeps the checkpoint through Kill renderer (a new frame) and forgets it on Reload sheet', async () => {
      const user = userEvent.setup();
      const { frame, wire, send, replyTo } = setup();
      await replyTo(send('saveCheckpoint', { version: 1, checkpoint: '{"path":"/x"}' }));
      const before = frame();
      await user.click(screen.getByRole('button', { name: 'Kill renderer' }));
      expect(frame()).not.toBe(before);
      wire();
      expect(await restored(send, replyTo)).toEqual({ version: 1, checkpoint: '{"path":"/x"}' });
      await user.click(screen.getByRole('button', { name: 'Reload sheet' }));
      wire();
      expect(await restored(send, replyTo)).toEqual({ version: 1, checkpoint: null });
    });

    it('tells the sheet the network went and came back; meanwhile its HTTP fails offline', async () => {
      const user = userEvent.setup();
      const { posted, send, replyTo, fetchImpl } = setup();
      const offline = screen.getByRole('checkbox', { name: 'Offline' });
      await user.click(offline);
      await waitFor(() =>
        expect(posted).toHaveBeenCalledWith(
          expect.objectContaining({
            kind: 'event',
            name: 'connectivity',
            params: { online: false },
          }),
          SHEET,
        ),
      );
      expect(await replyTo(send('httpRequest', { url: '/x', method: 'GET' }))).toMatchObject({
        ok: false,
        error: { code: 'offline' },
      });
      // Only the switch for the sheet's own files went out: the service call never left.
      expect((fetchImpl as jest.Mock).mock.calls.map(([url]) => url)).toEqual(['/__network']);
      await user.click(offline);
      await waitFor(() =>
        expect(posted).toHaveBeenCalledWith(
          expect.objectContaining({ name: 'connectivity', params: { online: true } }),
          SHEET,
        ),
      );
    });
  });

  describe('Security check (getCaptchaData)', () => {
    const ask = (send: (name: HostRequestName, params?: object) => string) =>
      send('getCaptchaData', { action: 'createAccount' });

    it('shows the Security check and answers a token when the person passes', async () => {
      const user = userEvent.setup();
      const { send, replyTo, frame } = setup();
      const sheet = frame();
      const id = ask(send);
      const dialog = await screen.findByRole('dialog', { name: 'Security check' });
      expect(dialog).toHaveAccessibleDescription('The app would show its own challenge here.');
      expect(
        within(dialog)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Pass', 'Fail', 'Cancel']);
      await user.click(within(dialog).getByRole('button', { name: 'Pass' }));
      const reply = await replyTo(id);
      expect(reply).toMatchObject({
        ok: true,
        result: { token: expect.stringMatching(/^sim-captcha-[0-9a-f]+$/) },
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(frame()).toBe(sheet);
      const log = screen.getByRole('log');
      expect(log).toHaveTextContent('getCaptchaData');
      expect(log).toHaveTextContent('"action": "createAccount"');
      expect(log).toHaveTextContent('"token": "•••"');
      expect(log.textContent).not.toContain(reply.result.token);
      expect(log.textContent).not.toContain('sim-captcha-');
    });

    it('answers failed when the person fails the challenge', async () => {
      const user = userEvent.setup();
      const { send, replyTo } = setup();
      const id = ask(send);
      const dialog = await screen.findByRole('dialog', { name: 'Security check' });
      await user.click(within(dialog).getByRole('button', { name: 'Fail' }));
      expect(await replyTo(id)).toMatchObject({
        ok: false,
        error: { code: 'failed', message: 'The person failed the challenge' },
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('answers cancelled on Cancel or Escape', async () => {
      const user = userEvent.setup();
      const { send, replyTo } = setup();
      const cancelled = ask(send);
      let dialog = await screen.findByRole('dialog', { name: 'Security check' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(await replyTo(cancelled)).toMatchObject({ ok: false, error: { code: 'cancelled' } });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      const escaped = ask(send);
      dialog = await screen.findByRole('dialog', { name: 'Security check' });
      expect(within(dialog).getByRole('button', { name: 'Pass' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(await replyTo(escaped)).toMatchObject({ ok: false, error: { code: 'cancelled' } });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('refuses another action without showing the dialog', async () => {
      const { send, replyTo } = setup();
      expect(await replyTo(send('getCaptchaData', { action: 'signIn' }))).toMatchObject({
        ok: false,
        error: { code: 'invalid_params' },
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('closes the dialog when the sheet is reloaded, posting nothing to the new sheet', async () => {
      const user = userEvent.setup();
      const { send, posted } = setup();
      const id = ask(send);
      await screen.findByRole('dialog', { name: 'Security check' });
      await user.click(screen.getByRole('button', { name: 'Reload sheet' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(posted.mock.calls.filter(([message]) => message.id === id)).toEqual([]);
    });
  });

  describe('Host navigation bar (setNavigationButtons)', () => {
    const bar = () => screen.getByRole('navigation', { name: 'Host navigation bar' });
    const barButtons = () =>
      within(bar())
        .queryAllByRole('button')
        .map((button) => button.getAttribute('aria-label'));
    const events = (posted: jest.Mock, name: string) =>
      posted.mock.calls.filter(([message]) => message.kind === 'event' && message.name === name);

    it('shows no buttons before the sheet asks for any', () => {
      setup();
      expect(bar()).toBeInTheDocument();
      expect(barButtons()).toEqual([]);
      // The bar sits inside the device frame, directly above the sheet.
      expect(bar().nextElementSibling).toBe(screen.getByTitle('Sheet'));
    });

    it('shows the buttons the sheet asks for', async () => {
      const { send, replyTo } = setup();
      expect(
        await replyTo(send('setNavigationButtons', { back: true, close: true })),
      ).toMatchObject({ ok: true, result: {} });
      expect(barButtons()).toEqual(['Previous screen', 'Close sheet']);
      expect(within(bar()).getByRole('button', { name: 'Previous screen' })).toHaveTextContent('‹');
      expect(within(bar()).getByRole('button', { name: 'Close sheet' })).toHaveTextContent('✕');
      await replyTo(send('setNavigationButtons', { back: false, close: true }));
      expect(barButtons()).toEqual(['Close sheet']);
      await replyTo(send('setNavigationButtons', { back: true, close: false }));
      expect(barButtons()).toEqual(['Previous screen']);
      await replyTo(send('setNavigationButtons', { back: false, close: false }));
      expect(barButtons()).toEqual([]);
      expect(screen.getByRole('log')).toHaveTextContent('setNavigationButtons');
    });

    it('names its buttons apart from the toolbar Back (names match by substring in e2e)', async () => {
      const { send, replyTo } = setup();
      await replyTo(send('setNavigationButtons', { back: true, close: true }));
      const names = screen
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent ?? '');
      expect(names.filter((name) => /back/i.test(name))).toEqual(['Back']);
      expect(names.filter((name) => /close/i.test(name))).toEqual(['Close sheet']);
    });

    it('sends back as the toolbar Back does, and close for Close sheet', async () => {
      const user = userEvent.setup();
      const { send, replyTo, posted } = setup();
      await replyTo(send('setNavigationButtons', { back: true, close: true }));
      await user.click(screen.getByRole('button', { name: 'Back' }));
      await user.click(screen.getByRole('button', { name: 'Previous screen' }));
      const back = events(posted, 'back');
      expect(back).toHaveLength(2);
      expect(back[1]).toEqual(back[0]);
      expect(back[1]).toEqual([
        { channel: 'sheet-bridge', version: 1, kind: 'event', name: 'back', params: {} },
        SHEET,
      ]);
      await user.click(screen.getByRole('button', { name: 'Close sheet' }));
      expect(events(posted, 'close')).toEqual([
        [{ channel: 'sheet-bridge', version: 1, kind: 'event', name: 'close', params: {} }, SHEET],
      ]);
      // The close event only tells the sheet; the sheet decides whether to close.
      expect(screen.getByTitle('Sheet')).toBeInTheDocument();
      const log = screen.getByRole('log');
      expect(
        within(log)
          .getAllByText(/^close$/)
          .map((name) => name.closest('li')?.textContent),
      ).toEqual([expect.stringContaining('host → sheet')]);
    });

    it('refuses malformed params and keeps the buttons shown', async () => {
      const { send, replyTo } = setup();
      await replyTo(send('setNavigationButtons', { back: true, close: false }));
      expect(
        await replyTo(send('setNavigationButtons', { back: 'yes', close: true })),
      ).toMatchObject({ ok: false, error: { code: 'invalid_params' } });
      expect(await replyTo(send('setNavigationButtons', {}))).toMatchObject({
        ok: false,
        error: { code: 'invalid_params' },
      });
      expect(barButtons()).toEqual(['Previous screen']);
    });

    it('forgets the buttons when the sheet is reloaded or closed', async () => {
      const user = userEvent.setup();
      const { send, replyTo, wire } = setup();
      await replyTo(send('setNavigationButtons', { back: true, close: true }));
      await user.click(screen.getByRole('button', { name: 'Reload sheet' }));
      expect(barButtons()).toEqual([]);

      wire();
      await replyTo(send('setNavigationButtons', { back: true, close: true }));
      await replyTo(send('closeSheet'));
      const panel = (await screen.findByRole('heading', { name: 'Sheet closed' })).closest(
        'section',
      )!;
      expect(
        screen.queryByRole('navigation', { name: 'Host navigation bar' }),
      ).not.toBeInTheDocument();
      await user.click(within(panel).getByRole('button', { name: 'Open again' }));
      expect(barButtons()).toEqual([]);
    });

    it('is drawn above the sheet in the TV frame too', async () => {
      const { send, replyTo } = setup({ settings: { tv: true } });
      await replyTo(send('setNavigationButtons', { back: true, close: false }));
      expect(barButtons()).toEqual(['Previous screen']);
      expect(bar().nextElementSibling).toContainElement(screen.getByTitle('Sheet'));
    });
  });

  describe('Deliver SMS', () => {
    const MSISDN = '+15555550100';
    const LATEST = 'http://127.0.0.1:4100/__control/codes/latest?channel=sms&target=15555550100';
    const deliverButton = () => screen.getByRole('button', { name: 'Deliver SMS' });
    const smsEvents = (posted: jest.Mock) =>
      posted.mock.calls.filter(
        ([message]) => message.kind === 'event' && message.name === 'smsCode',
      );
    const emulator = (answer: () => Promise<Response>) =>
      jest.fn(async (url: string) =>
        url.includes('/__control/codes/latest') ? answer() : new Response('{"status":0}'),
      );

    it('is disabled until the sheet expects an SMS, then says to which number', async () => {
      const { send, replyTo } = setup();
      expect(deliverButton()).toBeDisabled();
      expect(deliverButton()).toHaveAccessibleDescription('No SMS expected');
      expect(await replyTo(send('expectSmsCode', { msisdn: MSISDN }))).toMatchObject({
        ok: true,
        result: {},
      });
      expect(deliverButton()).toBeEnabled();
      // Shown as the sheet shows it, not as bare digits.
      expect(deliverButton()).toHaveAccessibleDescription('to (555) 555-0100');
      expect(screen.getByText('to (555) 555-0100')).toBeVisible();
      const log = screen.getByRole('log');
      expect(log).toHaveTextContent('expectSmsCode');
      expect(log).toHaveTextContent(`"msisdn": "${MSISDN}"`);
    });

    it('refuses expectSmsCode without a number, and stays disabled', async () => {
      const { send, replyTo } = setup();
      expect(await replyTo(send('expectSmsCode', { msisdn: 5 }))).toMatchObject({
        ok: false,
        error: { code: 'invalid_params' },
      });
      expect(deliverButton()).toBeDisabled();
    });

    it("posts the emulator's latest code to the sheet as smsCode, logged redacted", async () => {
      const user = userEvent.setup();
      const fetchImpl = emulator(async () =>
        Response.json({ status: 0, code: '482913', id: 'sess-1', sentAt: 1_700_000_000_000 }),
      );
      const { send, replyTo, posted } = setup({ fetchImpl: fetchImpl as unknown as typeof fetch });
      await replyTo(send('expectSmsCode', { msisdn: MSISDN }));
      await user.click(deliverButton());
      expect(await screen.findByRole('status')).toHaveTextContent(
        `SMS code delivered to ${MSISDN}.`,
      );
      expect(fetchImpl).toHaveBeenCalledWith(LATEST);
      expect(smsEvents(posted)).toEqual([
        [
          {
            channel: 'sheet-bridge',
            version: 1,
            kind: 'event',
            name: 'smsCode',
            params: { code: '482913' },
          },
          SHEET,
        ],
      ]);
      const log = screen.getByRole('log');
      expect(log).toHaveTextContent('latest SMS code');
      expect(log).toHaveTextContent('smsCode');
      expect(log).toHaveTextContent('"code": "•••"');
      expect(log.textContent).not.toContain('482913');
      // The sheet still expects its SMS: a newer code can be delivered again.
      expect(deliverButton()).toBeEnabled();
    });

    it('says no SMS has been sent yet and posts nothing when the emulator has no code', async () => {
      const user = userEvent.setup();
      const fetchImpl = emulator(async () =>
        Response.json({ status: -1, errorKey: 'CodeNotFound' }),
      );
      const { send, replyTo, posted } = setup({ fetchImpl: fetchImpl as unknown as typeof fetch });
      await replyTo(send('expectSmsCode', { msisdn: MSISDN }));
      await user.click(deliverButton());
      expect(await screen.findByText(`No SMS has been sent to ${MSISDN} yet.`)).toBeVisible();
      expect(screen.getByRole('status')).toHaveTextContent(
        `No SMS has been sent to ${MSISDN} yet.`,
      );
      expect(smsEvents(posted)).toEqual([]);
    });

    it('forgets the number when the sheet is reloaded or closed', async () => {
      const user = userEvent.setup();
      const { send, replyTo, wire } = setup();
      await replyTo(send('expectSmsCode', { msisdn: MSISDN }));
      await user.click(screen.getByRole('button', { name: 'Reload sheet' }));
      expect(deliverButton()).toBeDisabled();
      expect(deliverButton()).toHaveAccessibleDescription('No SMS expected');

      wire();
      await replyTo(send('expectSmsCode', { msisdn: MSISDN }));
      expect(deliverButton()).toBeEnabled();
      await replyTo(send('closeSheet'));
      await screen.findByRole('heading', { name: 'Sheet closed' });
      expect(deliverButton()).toBeDisabled();
    });

    it('drops a code that arrives after the sheet was reloaded', async () => {
      const user = userEvent.setup();
      let answer: (response: Response) => void = () => undefined;
      const fetchImpl = emulator(() => new Promise<Response>((resolve) => (answer = resolve)));
      const { send, replyTo, posted, wire } = setup({
        fetchImpl: fetchImpl as unknown as typeof fetch,
      });
      await replyTo(send('expectSmsCode', { msisdn: MSISDN }));
      await user.click(deliverButton());
      await user.click(screen.getByRole('button', { name: 'Reload sheet' }));
      wire();
      await act(async () => answer(Response.json({ status: 0, code: '482913' })));
      await waitFor(() =>
        expect(screen.getByRole('log')).toHaveTextContent('the sheet was reloaded or closed'),
      );
      expect(smsEvents(posted)).toEqual([]);
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      expect(screen.getByRole('log').textContent).not.toContain('482913');
    });
  });
});
