/**
 * The conformance page: run inside the host's WebView (or an iframe of a host page), it plays the
 * sheet's side of the contract with the sheet's own bridge and shows what the host got right.
 */
import './styles.css';
import { createBridge, type HostBridge } from '@sheet/bridge';
import { EVENT_EXAMPLES } from '../examples';
import { buildChecks } from './checks';
import { createHostCaller } from './host-call';
import { expectResult, type Outcome } from './judge';
import { hostOriginsOf, parsePageOptions } from './options';
import { createView, type View } from './view';
import { installWireTap } from './wire-tap';

function describeHost(bridge: HostBridge, hostOrigins: readonly string[]): [string, boolean] {
  if (bridge.kind === 'android') return ['Host: Android (window.SheetHost).', true];
  if (bridge.kind === 'simulator') {
    return [`Host: the page around this one, over postMessage (${hostOrigins.join(', ')}).`, true];
  }
  return [
    'No host found: open this page inside the host’s WebView, or in the host simulator (?path=/conformance/). A page that frames it names its own origin with ?hostOrigin=.',
    false,
  ];
}

async function runAll(
  view: View,
  run: (name: string, index: number) => Promise<Outcome>,
  names: readonly string[],
) {
  view.setRunning(true);
  view.setRows(names);
  let passed = 0;
  for (const [index, name] of names.entries()) {
    view.setSummary(`Running check ${index + 1} of ${names.length}: ${name}`);
    view.setRow(index, 'running');
    const outcome = await run(name, index);
    view.setRow(index, outcome);
    if (outcome.pass) passed += 1;
  }
  view.setInstruction('');
  view.setSummary(`${passed} passed, ${names.length - passed} failed`);
  view.setRunning(false);
}

async function start(): Promise<void> {
  const pageUrl = new URL(window.location.href);
  const options = parsePageOptions(pageUrl.search);
  const view = createView(
    document.getElementById('root')!,
    `Each call waits ${options.timeoutMs} ms for its answer, ${options.interactiveTimeoutMs} ms when a person must act.`,
  );
  const hostOrigins = await hostOriginsOf(options, pageUrl);
  const tap = installWireTap(window, hostOrigins);
  const bridge = createBridge({
    hostOrigins,
    timeoutMs: options.timeoutMs,
    interactiveTimeoutMs: options.interactiveTimeoutMs,
  });
  const call = createHostCaller(bridge, tap);
  view.setHost(...describeHost(bridge, hostOrigins));
  for (const name of Object.keys(EVENT_EXAMPLES) as (keyof typeof EVENT_EXAMPLES)[]) {
    bridge.on(name, (params) => view.addEvent(`${name} ${JSON.stringify(params)}`));
  }

  // What will be checked shows before the run: a person sees what the host is in for.
  view.setRows(buildChecks(pageUrl).map(({ name }) => name));
  view.onRun(() => {
    const checks = buildChecks(pageUrl);
    const run = async (_name: string, index: number): Promise<Outcome> => {
      const check = checks[index]!;
      view.setInstruction(check.person ?? '');
      try {
        return await check.run(call);
      } catch (error) {
        return { pass: false, detail: `the check failed in the page: ${String(error)}` };
      } finally {
        view.setInstruction('');
      }
    };
    void runAll(
      view,
      run,
      checks.map(({ name }) => name),
    );
  });
  view.onClose(async () => {
    view.setCloseResult('closeSheet sent; the host answers, then closes this page.');
    const outcome = expectResult(await call('closeSheet', { result: 'success' }));
    view.setCloseResult(`closeSheet: ${outcome.pass ? 'answered' : 'failed'}: ${outcome.detail}`);
  });
}

void start();
