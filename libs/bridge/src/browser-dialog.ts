/**
 * The browser adapter's stand-in for the host's native dialog: an accessible modal <dialog> with
 * the app's title, message and buttons. Focus goes to the first button; Escape chooses the last
 * button (by convention the cancel one); focus returns where it was when the dialog closes.
 */
import type { HostRequests } from './contract';
import { BridgeCallError, bridgeDisposedError, BridgeTimeoutError } from './errors';

type DialogParams = HostRequests['showDialog']['params'];

export type OpenDialog = {
  result: Promise<HostRequests['showDialog']['result']>;
  /** Removes the dialog and rejects its call (BridgeCallError code `disposed`). */
  close(): void;
};

let dialogCount = 0;

export function openBrowserDialog(
  doc: Document,
  params: DialogParams,
  timeoutMs: number,
): OpenDialog {
  const buttons = Array.isArray(params.buttons) ? params.buttons : [];
  if (buttons.length === 0) {
    const error = new BridgeCallError('showDialog', 'invalid_params', 'A dialog needs a button');
    return { result: Promise.reject(error), close: () => undefined };
  }
  dialogCount += 1;
  const idBase = `sheet-bridge-dialog-${dialogCount}`;
  const previousFocus = doc.activeElement;

  const dialog = doc.createElement('dialog');
  dialog.className = 'sheet-bridge-dialog';
  dialog.setAttribute('aria-labelledby', `${idBase}-title`);
  dialog.setAttribute('aria-describedby', `${idBase}-message`);
  const title = doc.createElement('h2');
  title.id = `${idBase}-title`;
  title.textContent = params.title;
  const message = doc.createElement('p');
  message.id = `${idBase}-message`;
  message.textContent = params.message;
  const actions = doc.createElement('div');
  actions.className = 'sheet-bridge-dialog__buttons';
  const elements = buttons.map((button) => {
    const element = doc.createElement('button');
    element.type = 'button';
    element.textContent = button.label;
    element.dataset.buttonId = button.id;
    actions.append(element);
    return element;
  });
  dialog.append(title, message, actions);

  let settle: (outcome: { buttonId: string } | Error) => void = () => undefined;
  const result = new Promise<{ buttonId: string }>((resolve, reject) => {
    settle = (outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome));
  });
  let done = false;
  const finish = (outcome: { buttonId: string } | Error) => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    if (typeof dialog.close === 'function' && dialog.open) dialog.close();
    dialog.remove();
    if (previousFocus instanceof HTMLElement && previousFocus.isConnected) previousFocus.focus();
    settle(outcome);
  };
  const lastId = buttons[buttons.length - 1]!.id;
  const timer = setTimeout(
    () => finish(new BridgeTimeoutError('showDialog', timeoutMs)),
    timeoutMs,
  );

  actions.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest('button') : null;
    const buttonId = target?.dataset.buttonId;
    if (buttonId !== undefined) finish({ buttonId });
  });
  // Browsers fire `cancel` on Escape for a modal dialog; the keydown covers the rest.
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    finish({ buttonId: lastId });
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    finish({ buttonId: lastId });
  });

  doc.body.append(dialog);
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
  elements[0]!.focus();

  return {
    result,
    close: () => finish(bridgeDisposedError('showDialog')),
  };
}
