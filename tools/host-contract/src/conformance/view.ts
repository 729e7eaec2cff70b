/**
 * The page's parts, built with the DOM alone (no markup strings: the page runs under Trusted
 * Types): the run button, the instruction for a person, the summary (`role=status`), a table row a
 * check, the events the host sent, and the last step, closeSheet.
 */
import type { Outcome } from './judge';

type RowState = 'not run' | 'running' | Outcome;

export type View = {
  setHost(text: string, usable: boolean): void;
  setRows(names: readonly string[]): void;
  setRow(index: number, state: RowState): void;
  setInstruction(text: string): void;
  setSummary(text: string): void;
  setRunning(running: boolean): void;
  addEvent(text: string): void;
  setCloseResult(text: string): void;
  onRun(handler: () => void): void;
  onClose(handler: () => void): void;
};

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Pick<HTMLElement, 'className' | 'id' | 'textContent'>> = {},
  ...children: Node[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  Object.assign(node, props);
  node.append(...children);
  return node;
}

const text = (value: string) => document.createTextNode(value);

export function createView(root: HTMLElement, timeouts: string): View {
  const host = element('p', { className: 'host' });
  const run = element('button', { textContent: 'Run all checks', className: 'run' });
  run.type = 'button';
  const instruction = element('p', { className: 'instruction' });
  instruction.setAttribute('aria-live', 'polite');
  const summary = element('p', { className: 'summary', textContent: 'Not run yet.' });
  summary.setAttribute('role', 'status');
  const rows = element('tbody');
  const head = element('tr');
  for (const title of ['Check', 'Result', 'Details']) {
    const cell = element('th', { textContent: title });
    cell.scope = 'col';
    head.append(cell);
  }
  const table = element(
    'table',
    {},
    element('caption', { textContent: 'Checks' }),
    element('thead', {}, head),
    rows,
  );
  const events = element(
    'ul',
    { className: 'events' },
    element('li', { textContent: 'None yet.' }),
  );
  events.setAttribute('aria-label', 'Events from the host');
  let eventCount = 0;
  const close = element('button', { textContent: 'Close the sheet' });
  close.type = 'button';
  const closeResult = element('p');
  closeResult.setAttribute('aria-live', 'polite');

  root.replaceChildren(
    element(
      'main',
      {},
      element('h1', { textContent: 'Host contract conformance' }),
      element(
        'p',
        {},
        text(
          'This page plays the sheet’s side of the host contract (docs/host-contract.md) with the sheet’s own bridge: it calls everything the host offers, with good and with malformed params, and checks each answer. ',
        ),
        text(timeouts),
      ),
      host,
      run,
      instruction,
      summary,
      table,
      element('h2', { textContent: 'Events from the host' }),
      element('p', { textContent: 'Press the host’s Back or Close to see them arrive.' }),
      events,
      element('h2', { textContent: 'Last: close the sheet' }),
      element('p', {
        textContent:
          'Sends closeSheet with result success, after the checks: the host answers, then closes this page.',
      }),
      close,
      closeResult,
    ),
  );

  return {
    setHost(description, usable) {
      host.textContent = description;
      run.disabled = !usable;
      close.disabled = !usable;
    },
    setRows(names) {
      rows.replaceChildren(
        ...names.map((name) => {
          const header = element('th', { textContent: name });
          header.scope = 'row';
          return element(
            'tr',
            {},
            header,
            element('td', { textContent: 'Not run' }),
            element('td'),
          );
        }),
      );
    },
    setRow(index, state) {
      const [, result, details] = rows.children[index]?.children ?? [];
      if (!result || !details) return;
      const done = typeof state === 'object';
      result.textContent = done
        ? state.pass
          ? 'Passed'
          : 'Failed'
        : state === 'running'
          ? 'Running'
          : 'Not run';
      result.className = done ? (state.pass ? 'passed' : 'failed') : '';
      details.textContent = done ? state.detail : '';
    },
    setInstruction(value) {
      instruction.textContent = value;
    },
    setSummary(value) {
      summary.textContent = value;
    },
    setRunning(running) {
      run.disabled = running;
      close.disabled = running;
    },
    addEvent(value) {
      if (eventCount === 0) events.replaceChildren();
      eventCount += 1;
      events.append(element('li', { textContent: value }));
    },
    setCloseResult(value) {
      closeResult.textContent = value;
    },
    onRun(handler) {
      run.addEventListener('click', handler);
    },
    onClose(handler) {
      close.addEventListener('click', handler);
    },
  };
}
