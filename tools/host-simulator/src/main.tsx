import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadConfig } from './config';
import { parseSettings, settingsToSearch } from './settings';
import './styles.css';
import './panels.css';

const DEVICE_ID_KEY = 'host-simulator.device-id';

/** One device id per simulator session (kept across reloads of the simulator tab). */
function sessionDeviceId(): string {
  const random =
    typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
  const fresh = `sim-${random}`;
  try {
    const stored = sessionStorage.getItem(DEVICE_ID_KEY);
    if (stored) return stored;
    sessionStorage.setItem(DEVICE_ID_KEY, fresh);
  } catch {
    // storage refused: this page load only
  }
  return fresh;
}

async function start() {
  const root = createRoot(document.getElementById('root')!);
  root.render(<p role="status">Loading simulator configuration…</p>);
  const { config, problems } = await loadConfig(window.fetch.bind(window), document.baseURI);
  const token = new URLSearchParams(window.location.search).get('token');
  const settings = parseSettings(window.location.search);
  if (token) {
    // A token from the query means signed in; it is not kept in the address bar.
    settings.signedIn = true;
    window.history.replaceState(
      null,
      '',
      `${window.location.pathname}${settingsToSearch(settings)}`,
    );
  }
  root.render(
    <App
      config={config}
      problems={problems}
      initialSettings={settings}
      initialToken={token}
      deviceId={sessionDeviceId()}
    />,
  );
}

void start();
