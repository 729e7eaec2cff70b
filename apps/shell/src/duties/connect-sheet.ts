import { createBridge, type SheetCloseResult } from '@sheet/bridge';
import { ensureNamespace, i18n } from '@sheet/i18n';
import {
  type createSheetRouter,
  setOnline,
  startCheckpoints,
  useSheetContext,
  withTimeout,
  type LaunchParams,
} from '@sheet/sheet-runtime';
import {
  clientOf,
  createTransport,
  loadBag,
  sendFirstCalls,
  shareEarlyAnswers,
  type ServiceDeps,
} from '@sheet/services';
import { loadOnce } from '@sheet/load-once';
import { isFirstCallList } from '@sheet/reference';
import { installDpadNavigation } from '@sheet/ui-kit';
import type { FirstRouteStart } from '../federation/early-calls';
import type { IntegrityRegistry } from '../federation/integrity';
import type { SheetConfig } from '../launch/sheet-config';
import { ANNOUNCEMENTS_NAMESPACE } from '../strings';
import { createBackButtonHandler, routerHistoryIndex } from './back-button';
import { loadExperimentsInBackground } from './experiments';
import { installGlobalErrorHandlers } from './global-errors';
import { syncNavigationButtons } from './navigation-buttons';
import { startMetricsAfterFirstScreen } from './metrics-after-first-screen';

const BAG_TIMEOUT_MS = 4000;
const DPAD_TIMEOUT_MS = 4000;
const CLOSE_FLUSH_TIMEOUT_MS = 1000;

/**
 * Connects the sheet to its host and services, and takes on the shell's duties (spec §2): the back
 * button, page-view metrics, error reporting and experiments. Never rejects: without services the
 * sheet still opens, and its screens say what they cannot do.
 */
export async function connectSheet(
  router: ReturnType<typeof createSheetRouter>,
  launch: LaunchParams,
  config: SheetConfig,
  integrity: IntegrityRegistry,
  firstRoute: FirstRouteStart,
): Promise<void> {
  // A TV remote has arrows, Enter and Back only: move focus spatially between elements. Its code
  // loads while the bag does, and is in place before the first screen shows (or given up on).
  const dpadFailure =
    launch.device === 'tv'
      ? withTimeout(installDpadNavigation(document.body), DPAD_TIMEOUT_MS, 'D-pad').then(
          () => undefined,
          (error: unknown) => ({ error }),
        )
      : undefined;
  const bridge = createBridge({
    hostOrigins: config.hostOrigins,
    announce: announceHostEvent,
    // Without a host the sheet's HTTP is the page's own: it takes the answers the entry asked for
    // early, the bag and the first screen's calls (ADR 0006).
    fetchImpl: firstRoute.fetch,
  });
  // Asked of the host while the bag loads (a host answers long before): the person may be offered
  // to continue where they were. A host that never answers holds nothing up.
  const checkpoints = startCheckpoints({ bridge, router });
  followConnectivity(bridge);
  const language = () => i18n.language || launch.language;
  const transport = shareEarlyAnswers(
    createTransport({
      hostHttp: (request) => bridge.request('httpRequest', request),
      client: clientOf(launch.device),
      timeoutMs: config.serviceTimeoutMs,
      language,
    }),
    language,
  );
  const bag = await withTimeout(loadBag(config.bagUrl, transport), BAG_TIMEOUT_MS, 'Bag').catch(
    () => undefined,
  );
  const services: ServiceDeps | undefined = bag && {
    bag,
    transport,
    context: launch.productContext,
  };
  if (services) void startFirstCalls(services, firstRoute, launch);

  // Started as soon as the bag is in: page views wait for it (or its time-out) to name variants.
  const experimentsSettled = services
    ? loadExperimentsInBackground(services, {
        testMode: config.testMode,
        url: config.experimentsUrl,
      })
    : Promise.resolve([]);
  // None when the host preloads the sheet, or without services to report to.
  const metrics =
    services && !launch.isAppPreload
      ? startMetricsAfterFirstScreen({ router, launch, services, experimentsSettled }).catch(
          () => undefined,
        )
      : Promise.resolve(undefined);
  const closeSheet = async (result?: SheetCloseResult) => {
    // A flow that ended (done or left) is not offered again.
    await checkpoints.end();
    // The last page view must reach the sink before the host tears the sheet down.
    await withTimeout(
      experimentsSettled.then(() => metrics).then((recorder) => recorder?.flush()),
      CLOSE_FLUSH_TIMEOUT_MS,
      'Metrics',
    ).catch(() => undefined);
    await bridge.request('closeSheet', result ? { result } : {});
  };
  bridge.onBack(
    createBackButtonHandler({
      historyIndex: routerHistoryIndex,
      goBack: () => void router.navigate(-1),
      closeSheet,
    }),
  );

  // Error reports: no screen needs their code to show, so it loads with the first error to report.
  const errorReports = loadOnce(async () => {
    if (!services) throw new Error('No services: nothing to report to');
    const { createErrorReporter } = await import(
      /* webpackChunkName: "shell-error-reporting" */ './error-reporting'
    );
    return createErrorReporter(services, config.errorNoise, integrity.remoteOf);
  });
  const report = (error: unknown, kind: string) =>
    void errorReports.get().then(
      ({ report: send }) => send(error, kind),
      () => undefined,
    );
  const reportError = (error: unknown) => report(error, 'route');
  if (services) installGlobalErrorHandlers(report);
  syncNavigationButtons({ router, bridge, closeSheet, report: reportError });

  // Without it a TV still moves focus with the keyboard's Tab; the failure is reported.
  const failed = await dpadFailure;
  if (failed && services) report(failed.error, 'load');

  useSheetContext.setState({
    launch,
    bridge,
    services,
    reportError,
    closeSheet,
    features: config.features,
  });
}

/**
 * The first screen's data calls, as its remote's manifest declares them, sent now: beside the
 * remote's code, not once its route table has run (ADR 0006). A declaration this shell cannot read
 * sends nothing; the screen then asks itself.
 */
async function startFirstCalls(
  services: ServiceDeps,
  firstRoute: FirstRouteStart,
  launch: LaunchParams,
): Promise<void> {
  // Those the entry sent are taken from its answers by the transport's fetch, not sent again.
  await firstRoute.sentEarly;
  const calls = await firstRoute.calls.catch(() => undefined);
  if (!isFirstCallList(calls)) return;
  try {
    sendFirstCalls(services, calls, launch, new URL(window.location.href).searchParams);
  } catch (error) {
    // A bag without the call's address: the screen's own call says so.
    console.warn('First calls not sent', error);
  }
}

/** The device's network, from the browser and from the host (a WebView may not see it change). */
function followConnectivity(bridge: ReturnType<typeof createBridge>): void {
  window.addEventListener('online', () => setOnline(true));
  window.addEventListener('offline', () => setOnline(false));
  bridge.on('connectivity', ({ online }) => setOnline(online));
}

/** Without a host, tells the person (and assistive technology) what the host would have done. */
function announceHostEvent(event: { name: string; detail?: string }): void {
  let region = document.getElementById('sk-host-announcer');
  if (!region) {
    region = document.createElement('div');
    region.id = 'sk-host-announcer';
    region.setAttribute('role', 'status');
    region.className = 'sk-host-announcer';
    document.body.append(region);
  }
  const announcer = region;
  // The region is in the page before its words (they load now): a screen reader then says them.
  ensureNamespace(ANNOUNCEMENTS_NAMESPACE).then(
    () => {
      announcer.textContent = i18n.t(`${event.name}Announcement`, {
        ns: ANNOUNCEMENTS_NAMESPACE,
        detail: event.detail ?? '',
      });
    },
    (error: unknown) => console.warn('Host announcement not shown', error),
  );
}
