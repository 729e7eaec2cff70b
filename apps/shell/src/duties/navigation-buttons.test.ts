import type { HostBridge } from '@sheet/bridge';
import { setOneTimeBackHandler, type createSheetRouter } from '@sheet/sheet-runtime';
import { navigationButtonsNow, syncNavigationButtons } from './navigation-buttons';

function fakeBridge() {
  const listeners = new Map<string, () => void>();
  const bridge = {
    kind: 'simulator',
    request: jest.fn(async () => ({})),
    onBack: () => () => undefined,
    on: (name: string, listener: () => void) => {
      listeners.set(name, listener);
      return () => listeners.delete(name);
    },
    dispose: () => undefined,
  } as unknown as HostBridge;
  return { bridge, press: (name: string) => listeners.get(name)?.() };
}

function fakeRouter() {
  let subscriber: () => void = () => undefined;
  const router = {
    subscribe: (listener: () => void) => {
      subscriber = listener;
      return () => undefined;
    },
  } as unknown as ReturnType<typeof createSheetRouter>;
  return { router, navigated: () => subscriber() };
}

const atHistoryIndex = (idx: number) => window.history.replaceState({ idx }, '');

afterEach(() => {
  setOneTimeBackHandler(undefined);
  atHistoryIndex(0);
  jest.useRealTimers();
});

describe('navigationButtonsNow', () => {
  it('hides Back on a flow’s first screen, shows Close everywhere', () => {
    atHistoryIndex(0);
    expect(navigationButtonsNow()).toEqual({ back: false, close: true });
  });

  it('shows Back after a navigation, or when the screen answers Back itself', () => {
    atHistoryIndex(1);
    expect(navigationButtonsNow()).toEqual({ back: true, close: true });
    atHistoryIndex(0);
    setOneTimeBackHandler(() => undefined);
    expect(navigationButtonsNow()).toEqual({ back: true, close: true });
  });
});

describe('syncNavigationButtons', () => {
  it('tells the host after each navigation and each change of the screen’s Back, once per change', () => {
    jest.useFakeTimers();
    const { bridge } = fakeBridge();
    const { router, navigated } = fakeRouter();
    syncNavigationButtons({ router, bridge, closeSheet: jest.fn(), report: jest.fn() });
    jest.runAllTimers();
    atHistoryIndex(1);
    navigated();
    jest.runAllTimers();
    navigated();
    jest.runAllTimers();
    expect((bridge.request as jest.Mock).mock.calls).toEqual([
      ['setNavigationButtons', { back: false, close: true }],
      ['setNavigationButtons', { back: true, close: true }],
    ]);
  });

  it('closes the sheet as cancelled when the host’s Close is pressed', () => {
    const { bridge, press } = fakeBridge();
    const closeSheet = jest.fn(async () => undefined);
    syncNavigationButtons({ router: fakeRouter().router, bridge, closeSheet, report: jest.fn() });
    press('close');
    expect(closeSheet).toHaveBeenCalledWith('cancelled');
  });
});
