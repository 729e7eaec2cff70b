import { type ChangeEvent, useState } from 'react';
import { displayPhoneNumber } from '@sheet/reference';
import {
  LANGUAGES,
  parsePhoneNumber,
  SCREENS,
  type Settings,
  STOREFRONTS,
  THEMES,
  type Theme,
  withCurrent,
} from './settings';

export type ToolbarProps = {
  settings: Settings;
  onChange(patch: Partial<Settings>): void;
  onBack(): void;
  onReload(): void;
  /** tears the sheet's frame down and opens the same launch again, as Android recreates a WebView */
  onKillRenderer(): void;
  /** the device has no network (the sheet is told; the host's HTTP fails) */
  offline: { on: boolean; onChange(offline: boolean): void };
  backDisabled: boolean;
  /** Deliver SMS: the number the sheet expects an SMS for (null: none), and what the last try did. */
  sms: { to: string | null; notice: string | null; onDeliver(): void };
};

function Select(props: {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string): void;
}) {
  return (
    <div className="toolbar__field">
      <label htmlFor={props.id}>{props.label}</label>
      <select
        id={props.id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function Check(props: {
  id: string;
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <div className="toolbar__field toolbar__field--check">
      <input
        id={props.id}
        type="checkbox"
        checked={props.checked}
        onChange={(event: ChangeEvent<HTMLInputElement>) => props.onChange(event.target.checked)}
      />
      <label htmlFor={props.id}>{props.label}</label>
    </div>
  );
}

/**
 * A text setting: typing edits a draft; Enter or leaving the field applies it (one reload, not one
 * per keystroke), Escape puts the applied value back.
 */
function Text(props: {
  id: string;
  label: string;
  value: string;
  placeholder?: string;
  onApply(text: string): void;
}) {
  const [draft, setDraft] = useState(props.value);
  // A new applied value (from this field or elsewhere) replaces the draft.
  const [applied, setApplied] = useState(props.value);
  if (applied !== props.value) {
    setApplied(props.value);
    setDraft(props.value);
  }
  const apply = () => {
    if (draft === props.value) return;
    props.onApply(draft);
    // Shows the value as applied (a new one replaces it at the next render).
    setDraft(props.value);
  };
  return (
    <div className="toolbar__field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="text"
        className="toolbar__text"
        value={draft}
        placeholder={props.placeholder}
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => setDraft(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
          else if (event.key === 'Escape') setDraft(props.value);
        }}
      />
    </div>
  );
}

const plain = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/**
 * Deliver SMS, enabled while the sheet expects an SMS (expectSmsCode); the number is its description.
 * The notice is a live region from the start, so each new sentence is announced.
 */
function DeliverSms({ to, notice, onDeliver }: ToolbarProps['sms']) {
  return (
    <div className="toolbar__field toolbar__sms">
      <button
        type="button"
        onClick={onDeliver}
        disabled={to === null}
        aria-describedby="deliver-sms-to"
      >
        Deliver SMS
      </button>
      <span id="deliver-sms-to" className="toolbar__hint">
        {to === null ? 'No SMS expected' : `to ${displayPhoneNumber(to)}`}
      </span>
      <span role="status" className="toolbar__notice">
        {notice}
      </span>
    </div>
  );
}

/** The host's controls. Every setting change reloads the sheet (the parent does that). */
export function Toolbar({
  settings,
  onChange,
  onBack,
  onReload,
  onKillRenderer,
  offline,
  backDisabled,
  sms,
}: ToolbarProps) {
  const screens = SCREENS.some((screen) => screen.path === settings.path)
    ? SCREENS
    : [...SCREENS, { path: settings.path, label: 'Custom' }];
  return (
    <header className="toolbar" aria-label="Host controls">
      <h1 className="toolbar__title">Host simulator</h1>
      <button type="button" className="toolbar__back" onClick={onBack} disabled={backDisabled}>
        Back
      </button>
      <Select
        id="setting-lang"
        label="Language"
        value={settings.lang}
        options={plain(withCurrent(LANGUAGES, settings.lang))}
        onChange={(lang) => onChange({ lang })}
      />
      <Select
        id="setting-cc"
        label="Storefront"
        value={settings.cc}
        options={plain(withCurrent(STOREFRONTS, settings.cc))}
        onChange={(cc) => onChange({ cc })}
      />
      <Select
        id="setting-theme"
        label="Theme"
        value={settings.theme}
        options={plain(THEMES)}
        onChange={(theme) => onChange({ theme: theme as Theme })}
      />
      <Check id="setting-tv" label="TV" checked={settings.tv} onChange={(tv) => onChange({ tv })} />
      <Check
        id="setting-signed-in"
        label="Signed in"
        checked={settings.signedIn}
        onChange={(signedIn) => onChange({ signedIn })}
      />
      <Select
        id="setting-path"
        label="Screen"
        value={settings.path}
        options={screens.map((screen) => ({
          value: screen.path,
          label: `${screen.label} — ${screen.path}`,
        }))}
        onChange={(path) => onChange({ path })}
      />
      <Check
        id="setting-preload"
        label="App preload"
        checked={settings.preload}
        onChange={(preload) => onChange({ preload })}
      />
      <Text
        id="setting-phone"
        label="SIM number"
        value={settings.phone ?? ''}
        placeholder="No number"
        onApply={(text) => {
          const phone = parsePhoneNumber(text);
          if (phone !== settings.phone) onChange({ phone });
        }}
      />
      <Check
        id="setting-adopt"
        label="Sign in with handed-over account"
        checked={settings.adopt}
        onChange={(adopt) => onChange({ adopt })}
      />
      <button type="button" onClick={onReload}>
        Reload sheet
      </button>
      <button type="button" onClick={onKillRenderer}>
        Kill renderer
      </button>
      <Check
        id="setting-offline"
        label="Offline"
        checked={offline.on}
        onChange={offline.onChange}
      />
      <DeliverSms {...sms} />
    </header>
  );
}
