import { create } from 'zustand';
import { CHECKPOINT_MAX_CHARS, CHECKPOINT_VERSION, type HostBridge } from '@sheet/bridge';
import { shortHash } from '@sheet/reference';
import { withTimeout } from '../with-timeout';
import {
  forgetWaitingParts,
  type KeptParts,
  restoreCheckpointParts,
  takeCheckpointParts,
  withoutSecrets,
} from './checkpoint-parts';

/** A checkpoint older than this starts the sheet clean. */
export const RESUME_WITHIN_MS = 30 * 60 * 1000;
/** The host keeps the checkpoint in memory: a host that takes longer does not hold up the sheet. */
const RESTORE_WAIT_MS = 1500;

/** What the sheet saves through the host: where the person is, and each flow's part. */
export type CheckpointDocument = {
  /** the launch it belongs to (a hash of its query: the query may carry an offer token) */
  launch: string;
  /** the path the sheet was launched at */
  launchPath: string;
  /** when it was saved (ms since the epoch) */
  at: number;
  /** the screen the person was on, and its router state (secrets removed) */
  path: string;
  state?: unknown;
  parts: KeptParts;
};

/** The offer to continue, while the person has not chosen. */
export const useResumeOffer = create<{ offer: { accept(): void; decline(): void } | undefined }>(
  () => ({ offer: undefined }),
);

type Location = { pathname: string; search: string; key: string; state: unknown };
/** The part of the sheet's data router the checkpoints use. */
export type CheckpointRouter = {
  readonly state: { location: Location; navigation: { state: string } };
  subscribe(listener: (state: CheckpointRouter['state']) => void): () => void;
  navigate(
    to: { pathname: string; search: string },
    options: { replace: boolean; state: unknown },
  ): Promise<void>;
};

let saveNow: () => void = () => undefined;

/** A step ended (an action finished): what it changed is kept, once the screen has followed. */
export function checkpointAfterStep(): void {
  setTimeout(() => saveNow(), 0);
}

/** The launch a checkpoint belongs to: its query, in any order, never kept as text. */
export function launchKeyOf(search: string): string {
  const params = [...new URLSearchParams(search)].sort(([a], [b]) => a.localeCompare(b));
  return shortHash(new URLSearchParams(params).toString());
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A checkpoint's text as a document, or undefined when it is not one (never throws). */
export function parseCheckpoint(text: string): CheckpointDocument | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(value) || !isRecord(value.parts)) return undefined;
  const { launch, launchPath, at, path } = value;
  if (typeof launch !== 'string' || typeof launchPath !== 'string') return undefined;
  if (typeof at !== 'number' || typeof path !== 'string' || !path.startsWith('/')) return undefined;
  return { launch, launchPath, at, path, state: value.state, parts: value.parts };
}

type Options = {
  bridge: HostBridge;
  router: CheckpointRouter;
  now?: () => number;
  win?: Window;
};

/** What the shell does with checkpoints once the sheet is running. */
export type Checkpoints = {
  /** the flow ended (success, cancel): the checkpoint is forgotten and no longer saved */
  end(): Promise<void>;
  /** settles once the host's checkpoint was read (and offered, if it can be resumed) or given up on */
  read: Promise<void>;
};

/**
 * Checkpoints the sheet through the host after each step (a new screen) and when the page is
 * hidden, and offers to continue from the one the host kept for this launch. An unreadable,
 * old-version, other-launch or too-old checkpoint starts the sheet clean. Nothing waits for the
 * host's answer: a host that predates the call and ignores it costs nothing.
 */
export function startCheckpoints({
  bridge,
  router,
  now = Date.now,
  win = window,
}: Options): Checkpoints {
  const { pathname: launchPath, search } = router.state.location;
  const launch = launchKeyOf(search);
  let ended = false;
  let lastSaved = '';
  const send = (checkpoint: string | null) =>
    bridge
      .request('saveCheckpoint', { version: CHECKPOINT_VERSION, checkpoint })
      .catch(() => undefined);

  const save = () => {
    if (ended || useResumeOffer.getState().offer) return;
    const parts = takeCheckpointParts();
    if (Object.keys(parts).length === 0) return;
    const { pathname: path, state } = router.state.location;
    const kept = { launch, launchPath, path, state: withoutSecrets(state), parts };
    const unchanged = JSON.stringify(kept);
    if (unchanged === lastSaved) return;
    const text = JSON.stringify({ ...kept, at: now() } satisfies CheckpointDocument);
    // Better no checkpoint than one the host cuts short.
    if (text.length > CHECKPOINT_MAX_CHARS) return;
    lastSaved = unchanged;
    void send(text);
  };

  saveNow = save;
  let lastKey = router.state.location.key;
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.key === lastKey) return;
    lastKey = state.location.key;
    save();
  });
  win.addEventListener('pagehide', save);
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') save();
  });

  const offerToResume = async () => {
    const kept = await withTimeout(
      bridge.request('restoreCheckpoint', {}),
      RESTORE_WAIT_MS,
      'Checkpoint',
    ).catch(() => undefined);
    const document =
      kept?.version === CHECKPOINT_VERSION && kept.checkpoint
        ? parseCheckpoint(kept.checkpoint)
        : undefined;
    // A slow answer comes too late once the person has moved on (or the flow ended).
    const stillAtLaunch = !ended && router.state.location.pathname === launchPath;
    const resumable =
      stillAtLaunch &&
      document !== undefined &&
      document.launch === launch &&
      (document.launchPath === launchPath || document.path === launchPath) &&
      now() - document.at <= RESUME_WITHIN_MS &&
      Object.keys(document.parts).length > 0;
    if (resumable) {
      useResumeOffer.setState({
        offer: {
          accept() {
            useResumeOffer.setState({ offer: undefined });
            restoreCheckpointParts(document.parts);
            void router.navigate(
              { pathname: document.path, search: router.state.location.search },
              { replace: true, state: document.state },
            );
          },
          decline() {
            useResumeOffer.setState({ offer: undefined });
            forgetWaitingParts();
            lastSaved = '';
            void send(null);
          },
        },
      });
    } else if (kept?.checkpoint && stillAtLaunch) {
      void send(null);
    }
  };

  return {
    read: offerToResume(),
    async end() {
      ended = true;
      useResumeOffer.setState({ offer: undefined });
      await send(null);
    },
  };
}
