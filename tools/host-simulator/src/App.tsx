import type { NavigationButtons } from '@sheet/bridge';
import { useCallback, useMemo, useRef, useState } from 'react';
import { BridgeLog } from './BridgeLog';
import { ClosedPanel } from './ClosedPanel';
import { originOf, type SimulatorConfig } from './config';
import { DeviceFrame } from './DeviceFrame';
import type {
  CaptchaOutcome,
  HandedOver,
  HandedOverAccount,
  HostEnvironment,
} from './host-handlers';
import { createCheckpointStore } from './checkpoint-store';
import { switchSheetFiles } from './network-switch';
import { appendEntry, createLogEntry, type LogEntry, type Logger } from './log';
import { NavigationBar } from './NavigationBar';
import { buildSheetUrl, type Settings, settingsToSearch } from './settings';
import { HostModal, type OpenModal } from './HostModal';
import type { SignInResult } from './SignInDialog';
import { fetchLatestSmsCode } from './sms-delivery';
import { Toolbar } from './Toolbar';
import { useHostBridge } from './use-host-bridge';

export type AppProps = {
  config: SimulatorConfig;
  initialSettings: Settings;
  /** a token from an earlier sign-in (the page's `token` query), so a test can start signed in */
  initialToken?: string | null;
  deviceId: string;
  problems?: readonly string[];
  fetchImpl?: typeof fetch;
};

export function App(props: AppProps) {
  const fetchImpl = useMemo(() => props.fetchImpl ?? window.fetch.bind(window), [props.fetchImpl]);
  const [settings, setSettings] = useState(props.initialSettings);
  const [token, setToken] = useState<string | null>(props.initialToken ?? null);
  const [loadId, setLoadId] = useState(0);
  const [closed, setClosed] = useState(false);
  const [handedOver, setHandedOver] = useState<HandedOver[]>([]);
  const [modal, setModal] = useState<OpenModal | null>(null);
  const [log, setLog] = useState<LogEntry[]>([]);
  /** The number the shown sheet expects an SMS code for (expectSmsCode); forgotten with the sheet. */
  const [smsTo, setSmsTo] = useState<string | null>(null);
  /** What the last Deliver SMS did, in a sentence (delivered, no SMS yet, emulator unreachable). */
  const [smsNotice, setSmsNotice] = useState<string | null>(null);
  /** The native navigation buttons the shown sheet asked for (null: it has not asked: none). */
  const [navButtons, setNavButtons] = useState<NavigationButtons | null>(null);
  /** The Offline switch: the host's HTTP fails as a phone's does without network. */
  const [offline, setOffline] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  // A fresh simulator page is a fresh host app: it starts without a checkpoint.
  const checkpoints = useMemo(
    () => createCheckpointStore(window.sessionStorage, { fresh: true }),
    [],
  );
  /** Counts the sheets shown (each reload or close ends one), so a late delivery finds its sheet gone. */
  const sheetCount = useRef(0);
  const delivering = useRef(false);

  // The bridge handlers read the newest values at the time they answer.
  const current = useRef({ settings, token, modal, offline });
  current.current = { settings, token, modal, offline };

  const sheetUrl = buildSheetUrl(props.config.sheetUrl, settings);
  const sheetOrigin = originOf(props.config.sheetUrl);

  const addLog = useCallback<Logger>((direction, name, data) => {
    const entry = createLogEntry(direction, name, data);
    setLog((entries) => appendEntry(entries, entry));
  }, []);

  const saveSettings = (next: Settings) => {
    setSettings(next);
    window.history.replaceState(null, '', `${window.location.pathname}${settingsToSearch(next)}`);
  };

  /** Closes the host dialog, if one is open, answering `cancelled`. */
  const cancelModal = () => {
    const open = current.current.modal;
    current.current.modal = null;
    setModal(null);
    if (open?.kind === 'signIn') open.resolve(false);
    else if (open?.kind === 'dialog') open.resolve(null);
    else if (open?.kind === 'captcha') open.resolve('cancelled');
  };

  /** The sheet is gone (reloaded or closed): what it asked of the host goes with it. */
  const forgetSheet = () => {
    sheetCount.current += 1;
    setSmsTo(null);
    setSmsNotice(null);
    setNavButtons(null);
  };

  /** A new launch of the sheet (Reload sheet, a setting changed): its old checkpoint is forgotten. */
  const reload = () => {
    checkpoints.save(null);
    openAgain();
  };

  /**
   * Android killed the sheet's renderer: the host creates a new WebView and opens the same launch
   * in it. Unlike Reload sheet, the checkpoint the sheet saved is kept, so it can offer to resume.
   */
  const killRenderer = () => {
    addLog('host', 'renderer killed: the sheet opens again', {});
    openAgain();
  };

  /**
   * The sheet in a new iframe (so a new window): nothing handed over yet, no SMS expected, no
   * navigation buttons, no host dialog open.
   */
  function openAgain() {
    cancelModal();
    forgetSheet();
    setClosed(false);
    setHandedOver([]);
    setLoadId((id) => id + 1);
  }

  const changeSettings = (patch: Partial<Settings>) => {
    // A new launch: reload forgets the checkpoint (signing out must, by the host contract).
    if (patch.signedIn === false) setToken(null);
    saveSettings({ ...current.current.settings, ...patch });
    reload();
  };

  /**
   * Signed in with an account's token, as the host keeps it: the token goes with httpRequest and
   * Signed in is ticked without reloading the sheet (it is waiting for an answer or carrying on).
   */
  const keepSignIn = (accountToken: string) => {
    setToken(accountToken);
    current.current.token = accountToken;
    const next = { ...current.current.settings, signedIn: true };
    current.current.settings = next;
    saveSettings(next);
  };

  /** The account the sheet handed over (when the setting is on): signed in as with the dialog. */
  const signInWith = (account: HandedOverAccount) => {
    addLog('host', 'sign-in with handed-over account', account);
    keepSignIn(account.token);
  };

  /** Opens a host dialog and waits for the person; with one already open, answers `busy` at once. */
  function askInModal<T>(open: (resolve: (answer: T) => void) => OpenModal, busy: T): Promise<T> {
    return new Promise<T>((resolve) => {
      if (current.current.modal) return resolve(busy);
      const modal = open(resolve);
      current.current.modal = modal;
      setModal(modal);
    });
  }

  const env: HostEnvironment = {
    signedIn: () => current.current.settings.signedIn,
    token: () => current.current.token,
    deviceId: props.deviceId,
    phoneNumber: () => current.current.settings.phone,
    fetchImpl,
    askSignIn: (reason) =>
      askInModal<boolean>((resolve) => ({ kind: 'signIn', reason, resolve }), false),
    askDialog: (request) =>
      askInModal<string | null>((resolve) => ({ kind: 'dialog', request, resolve }), null),
    record: (event) => setHandedOver((events) => [...events, event]),
    adoptsHandedOverAccount: () => current.current.settings.adopt,
    signInWith,
    expectSmsCode: (msisdn) => {
      setSmsTo(msisdn);
      setSmsNotice(null);
    },
    askCaptcha: () =>
      askInModal<CaptchaOutcome>((resolve) => ({ kind: 'captcha', resolve }), 'cancelled'),
    setNavigationButtons: (buttons) => setNavButtons(buttons),
    offline: () => current.current.offline,
    checkpoints,
  };

  const { sendEvent } = useHostBridge({
    frameRef,
    sheetOrigin,
    env,
    log: addLog,
    onClose: () => {
      cancelModal();
      forgetSheet();
      setClosed(true);
    },
  });

  /**
   * Deliver SMS: the code the emulator last sent to the expected number goes to the sheet as the
   * `smsCode` event, as the Android host passes on what SMS User Consent read; without one, a notice.
   */
  const deliverSms = async () => {
    const msisdn = smsTo;
    if (msisdn === null || delivering.current) return;
    delivering.current = true;
    const sheet = sheetCount.current;
    setSmsNotice(null);
    const found = await fetchLatestSmsCode(props.config.emulatorUrl, msisdn, fetchImpl, addLog);
    delivering.current = false;
    if (sheetCount.current !== sheet) {
      addLog('ignored', 'smsCode', { reason: 'the sheet was reloaded or closed', msisdn });
      return;
    }
    if ('notice' in found) setSmsNotice(found.notice);
    else if (sendEvent('smsCode', { code: found.code })) {
      setSmsNotice(`SMS code delivered to ${msisdn}.`);
    } else setSmsNotice('There is no sheet to deliver the SMS code to.');
  };

  /** The device's network goes or comes back: the sheet is told, as Android's host would. */
  const switchOffline = (next: boolean) => {
    setOffline(next);
    current.current.offline = next;
    sendEvent('connectivity', { online: !next });
    void switchSheetFiles(next, fetchImpl, addLog);
  };

  const finishModal = () => {
    current.current.modal = null;
    setModal(null);
  };

  const signedIn = (result: SignInResult) => {
    // Signing in through the dialog does not reload the sheet: it is waiting for the answer.
    keepSignIn(result.token);
    if (modal?.kind === 'signIn') modal.resolve(true);
    finishModal();
  };

  return (
    <div className="simulator">
      <Toolbar
        settings={settings}
        onChange={changeSettings}
        onBack={() => void sendEvent('back')}
        onReload={reload}
        onKillRenderer={killRenderer}
        offline={{ on: offline, onChange: switchOffline }}
        backDisabled={closed}
        sms={{ to: smsTo, notice: smsNotice, onDeliver: () => void deliverSms() }}
      />
      {props.problems && props.problems.length > 0 ? (
        <div role="status" className="problems">
          {props.problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      ) : null}
      <main className="workspace">
        {closed ? (
          <ClosedPanel handedOver={handedOver} onOpenAgain={openAgain} />
        ) : (
          <DeviceFrame
            key={loadId}
            tv={settings.tv}
            src={sheetUrl}
            frameRef={frameRef}
            navigation={
              <NavigationBar
                buttons={navButtons}
                onBack={() => void sendEvent('back')}
                onClose={() => void sendEvent('close')}
              />
            }
          />
        )}
        <BridgeLog entries={log} onClear={() => setLog([])} />
      </main>
      <HostModal
        modal={modal}
        emulatorUrl={props.config.emulatorUrl}
        fetchImpl={fetchImpl}
        log={addLog}
        onSignedIn={signedIn}
        onCancel={cancelModal}
        onFinished={finishModal}
      />
    </div>
  );
}
