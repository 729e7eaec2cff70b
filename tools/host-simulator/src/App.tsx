import { useCallback, useMemo, useRef, useState } from 'react';
import { AppDialog } from './AppDialog';
import { BridgeLog } from './BridgeLog';
import { ClosedPanel } from './ClosedPanel';
import { originOf, type SimulatorConfig } from './config';
import { DeviceFrame } from './DeviceFrame';
import type {
  DialogRequest,
  HandedOver,
  HandedOverAccount,
  HostEnvironment,
} from './host-handlers';
import { appendEntry, createLogEntry, type LogEntry, type Logger } from './log';
import { buildSheetUrl, type Settings, settingsToSearch } from './settings';
import { type SignInResult, SignInDialog } from './SignInDialog';
import { Toolbar } from './Toolbar';
import { useHostBridge } from './use-host-bridge';

type OpenModal =
  | { kind: 'signIn'; reason: string | undefined; resolve(signedIn: boolean): void }
  | { kind: 'dialog'; request: DialogRequest; resolve(buttonId: string | null): void };

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
  const frameRef = useRef<HTMLIFrameElement>(null);

  // The bridge handlers read the newest values at the time they answer.
  const current = useRef({ settings, token, modal });
  current.current = { settings, token, modal };

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
  };

  /** A fresh sheet: a new iframe (so a new window), nothing handed over yet, no host dialog open. */
  const reload = () => {
    cancelModal();
    setClosed(false);
    setHandedOver([]);
    setLoadId((id) => id + 1);
  };

  const changeSettings = (patch: Partial<Settings>) => {
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

  const env: HostEnvironment = {
    signedIn: () => current.current.settings.signedIn,
    token: () => current.current.token,
    deviceId: props.deviceId,
    phoneNumber: () => current.current.settings.phone,
    fetchImpl,
    askSignIn: (reason) =>
      new Promise<boolean>((resolve) => {
        if (current.current.modal) return resolve(false);
        const open: OpenModal = { kind: 'signIn', reason, resolve };
        current.current.modal = open;
        setModal(open);
      }),
    askDialog: (request) =>
      new Promise<string | null>((resolve) => {
        if (current.current.modal) return resolve(null);
        const open: OpenModal = { kind: 'dialog', request, resolve };
        current.current.modal = open;
        setModal(open);
      }),
    record: (event) => setHandedOver((events) => [...events, event]),
    adoptsHandedOverAccount: () => current.current.settings.adopt,
    signInWith,
  };

  const { sendBack } = useHostBridge({
    frameRef,
    sheetOrigin,
    env,
    log: addLog,
    onClose: () => {
      cancelModal();
      setClosed(true);
    },
  });

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
        onBack={() => void sendBack()}
        onReload={reload}
        backDisabled={closed}
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
          <ClosedPanel handedOver={handedOver} onOpenAgain={reload} />
        ) : (
          <DeviceFrame key={loadId} tv={settings.tv} src={sheetUrl} frameRef={frameRef} />
        )}
        <BridgeLog entries={log} onClear={() => setLog([])} />
      </main>
      {modal?.kind === 'signIn' ? (
        <SignInDialog
          emulatorUrl={props.config.emulatorUrl}
          reason={modal.reason}
          fetchImpl={fetchImpl}
          log={addLog}
          onSignedIn={signedIn}
          onCancel={cancelModal}
        />
      ) : null}
      {modal?.kind === 'dialog' ? (
        <AppDialog
          request={modal.request}
          onAnswer={(buttonId) => {
            modal.resolve(buttonId);
            finishModal();
          }}
        />
      ) : null}
    </div>
  );
}
