import type { HostBridge } from '@sheet/bridge';
import { CHECKPOINT_VERSION } from '@sheet/bridge';
import { registerCheckpointPart } from './checkpoint-parts';
import {
  type CheckpointRouter,
  launchKeyOf,
  parseCheckpoint,
  RESUME_WITHIN_MS,
  startCheckpoints,
  useResumeOffer,
} from './checkpoints';

const NOW = 1_800_000_000_000;
const SEARCH = '?lang=en-us&cc=USA';

type Listener = (state: CheckpointRouter['state']) => void;

/** A router at `pathname`; `go` moves it as a navigation would. */
function fakeRouter(pathname: string) {
  const listeners: Listener[] = [];
  let key = 0;
  const router = {
    state: {
      location: { pathname, search: SEARCH, key: 'default', state: null as unknown },
      navigation: { state: 'idle' },
    },
    subscribe: (listener: Listener) => (listeners.push(listener), () => undefined),
    navigate: jest.fn(async (to: { pathname: string }, options: { state: unknown }) => {
      router.go(to.pathname, options.state);
    }),
    go(path: string, state: unknown = null) {
      key += 1;
      router.state = {
        ...router.state,
        location: { pathname: path, search: SEARCH, key: `k${key}`, state },
      };
      listeners.forEach((listener) => listener(router.state));
    },
  };
  return router;
}

/** A host keeping one checkpoint, answering as the contract says. */
function fakeHost(kept: { version: number; checkpoint: string | null } | Error) {
  const saved: Array<string | null> = [];
  const request = jest.fn(async (name: string, params: Record<string, unknown>) => {
    if (name === 'restoreCheckpoint') {
      if (kept instanceof Error) throw kept;
      return kept;
    }
    if (name === 'saveCheckpoint') saved.push(params.checkpoint as string | null);
    return {};
  });
  return { bridge: { request } as unknown as HostBridge, saved };
}

const document = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    launch: launchKeyOf(SEARCH),
    launchPath: '/account/create/personal',
    at: NOW - 60_000,
    path: '/account/create/verify-email',
    parts: { flow: { name: 'Dana' } },
    ...overrides,
  });

let stopPart: () => void = () => undefined;
const restored = jest.fn();
beforeEach(() => {
  restored.mockReset();
  useResumeOffer.setState({ offer: undefined });
  stopPart = registerCheckpointPart('flow', {
    take: () => ({ name: 'Dana', password: 'x' }),
    restore: restored,
  });
});
afterEach(() => stopPart());

/** Started, once the host's checkpoint was read. */
async function start(router: ReturnType<typeof fakeRouter>, bridge: HostBridge) {
  const checkpoints = startCheckpoints({ bridge, router, now: () => NOW });
  await checkpoints.read;
  return checkpoints;
}

describe('launchKeyOf', () => {
  it('is the same for the same query in any order, and never the query itself', () => {
    expect(launchKeyOf('?a=1&b=2')).toBe(launchKeyOf('?b=2&a=1'));
    expect(launchKeyOf('?a=1&t=secret-token')).not.toContain('secret');
    expect(launchKeyOf('?a=1')).not.toBe(launchKeyOf('?a=2'));
  });
});

describe('parseCheckpoint', () => {
  it('reads a document and refuses anything else without throwing', () => {
    expect(parseCheckpoint(document())).toMatchObject({ path: '/account/create/verify-email' });
    for (const text of ['not json', '[]', '{"parts":{}}', document({ path: 'relative' })]) {
      expect(parseCheckpoint(text)).toBeUndefined();
    }
  });
});

describe('startCheckpoints', () => {
  it('offers to continue from a fresh checkpoint of this launch; Continue restores and goes there', async () => {
    const router = fakeRouter('/account/create/personal');
    const { bridge } = fakeHost({ version: CHECKPOINT_VERSION, checkpoint: document() });
    await start(router, bridge);
    const { offer } = useResumeOffer.getState();
    expect(offer).toBeDefined();
    offer!.accept();
    expect(restored).toHaveBeenCalledWith({ name: 'Dana' });
    expect(router.navigate).toHaveBeenCalledWith(
      { pathname: '/account/create/verify-email', search: SEARCH },
      { replace: true, state: undefined },
    );
    expect(useResumeOffer.getState().offer).toBeUndefined();
  });

  it.each([
    [
      'too old',
      { version: CHECKPOINT_VERSION, checkpoint: document({ at: NOW - RESUME_WITHIN_MS - 1 }) },
    ],
    ['of an old version', { version: CHECKPOINT_VERSION - 1, checkpoint: document() }],
    [
      'of another launch',
      { version: CHECKPOINT_VERSION, checkpoint: document({ launch: 'other' }) },
    ],
    ['unreadable', { version: CHECKPOINT_VERSION, checkpoint: '{broken' }],
  ])('starts clean from a checkpoint %s, and forgets it', async (_why, kept) => {
    const router = fakeRouter('/account/create/personal');
    const { bridge, saved } = fakeHost(kept);
    await start(router, bridge);
    expect(useResumeOffer.getState().offer).toBeUndefined();
    expect(saved).toEqual([null]);
  });

  it('offers nothing when the host answers after the person moved on', async () => {
    const router = fakeRouter('/account/create/personal');
    let answer!: (kept: unknown) => void;
    const request = jest.fn((name: string) =>
      name === 'restoreCheckpoint'
        ? new Promise((resolve) => (answer = resolve))
        : Promise.resolve({}),
    );
    const checkpoints = startCheckpoints({
      bridge: { request } as unknown as HostBridge,
      router,
      now: () => NOW,
    });
    router.go('/account/create/verify-email');
    answer({ version: CHECKPOINT_VERSION, checkpoint: document() });
    await checkpoints.read;
    expect(useResumeOffer.getState().offer).toBeUndefined();
  });

  it('starts clean when the host has no such call', async () => {
    const router = fakeRouter('/account/create/personal');
    const { bridge } = fakeHost(new Error('unavailable'));
    await expect(start(router, bridge)).resolves.toBeDefined();
    expect(useResumeOffer.getState().offer).toBeUndefined();
  });

  it('saves after each step without secrets, not while the offer waits, and forgets it when the flow ends', async () => {
    const router = fakeRouter('/account/create/personal');
    const { bridge, saved } = fakeHost({ version: CHECKPOINT_VERSION, checkpoint: null });
    const checkpoints = await start(router, bridge);
    router.go('/account/create/verify-email', { channelOffer: { token: 't', productCode: 'P' } });
    expect(saved).toHaveLength(1);
    const kept = JSON.parse(saved[0]!) as Record<string, unknown>;
    expect(kept).toMatchObject({
      launch: launchKeyOf(SEARCH),
      launchPath: '/account/create/personal',
      at: NOW,
      path: '/account/create/verify-email',
      state: { channelOffer: { productCode: 'P' } },
      parts: { flow: { name: 'Dana' } },
    });
    expect(saved[0]).not.toMatch(/password|token/);
    // The same place again saves nothing new.
    window.dispatchEvent(new Event('pagehide'));
    expect(saved).toHaveLength(1);

    useResumeOffer.setState({ offer: { accept: jest.fn(), decline: jest.fn() } });
    router.go('/account/create/personal');
    expect(saved).toHaveLength(1);
    useResumeOffer.setState({ offer: undefined });

    await checkpoints.end();
    router.go('/account/create/verify-phone');
    expect(saved).toEqual([saved[0], null]);
  });

  it('Start over forgets the checkpoint', async () => {
    const router = fakeRouter('/account/create/personal');
    const { bridge, saved } = fakeHost({ version: CHECKPOINT_VERSION, checkpoint: document() });
    await start(router, bridge);
    useResumeOffer.getState().offer!.decline();
    expect(saved).toEqual([null]);
    expect(restored).not.toHaveBeenCalled();
    expect(router.navigate).not.toHaveBeenCalled();
  });
});
