/**
 * The checks, in the order they run: each call with its example's params, the checkpoint's round
 * trip and limits, each call with malformed params, an unknown request, and answers matched by id.
 * closeSheet is not among them: it ends the page, so a person sends it last (the page's button).
 */
import { CHECKPOINT_MAX_CHARS, CHECKPOINT_VERSION } from '@sheet/bridge';
import { INTERACTIVE_REQUESTS } from '../../../../libs/bridge/src/contract';
import { REQUEST_EXAMPLES } from '../examples';
import type { HostCaller } from './host-call';
import { expectRefusal, expectResult, expectUnknownRefusedOrIgnored, type Outcome } from './judge';

export type Check = {
  /** the row's name: the call, and what is different about it */
  name: string;
  /** what a person must do while it runs (the host's dialog is open) */
  person?: string;
  run(call: HostCaller): Promise<Outcome>;
};

/** The body of probe.json, which the page asks the host's HTTP stack for. */
const PROBE = { probe: 'host-contract' };

/** What a person does for each call that waits for one. */
const PERSON: Readonly<Record<string, string>> = {
  authenticate: "The host's sign-in is open: press Cancel (or sign in).",
  showDialog: "The host's dialog “Conformance check” is open: press Cancel.",
  getCaptchaData: "The host's challenge is open: press Cancel.",
};

type Result = Record<string, unknown>;

function probeCheck(url: string) {
  return (result: unknown): string | null => {
    const { status, body } = result as { status: number; body: string };
    if (status !== 200) return `the host's HTTP answer for ${url} was status ${status}, not 200`;
    try {
      if ((JSON.parse(body) as Result).probe === PROBE.probe) return null;
    } catch {
      // Reported below: the body is not the file's.
    }
    return `the body of the host's HTTP answer is not ${url}'s`;
  };
}

/** The params each call is made with: its example's, with addresses of this page's origin. */
function goodParams(name: string, pageUrl: URL): Result {
  if (name === 'httpRequest') {
    return {
      url: new URL('probe.json', pageUrl).href,
      method: 'GET',
      headers: { Accept: 'application/json' },
    };
  }
  if (name === 'openUrl') return { url: new URL('opened.html', pageUrl).href };
  return REQUEST_EXAMPLES[name as keyof typeof REQUEST_EXAMPLES].params;
}

function callChecks(pageUrl: URL): Check[] {
  const skipped = new Set(['closeSheet', 'saveCheckpoint', 'restoreCheckpoint']);
  return Object.keys(REQUEST_EXAMPLES)
    .filter((name) => !skipped.has(name))
    .map((name) => {
      const params = goodParams(name, pageUrl);
      const interactive = (INTERACTIVE_REQUESTS as readonly string[]).includes(name);
      const accept =
        name === 'getCaptchaData' ? ['cancelled', 'failed'] : interactive ? ['cancelled'] : [];
      const check = name === 'httpRequest' ? probeCheck(String(params.url)) : undefined;
      return {
        name,
        person: PERSON[name],
        run: async (call) => expectResult(await call(name, params), { accept, check }),
      };
    });
}

function checkpointChecks(): Check[] {
  // A different checkpoint each run, so an old one the host kept cannot pass for it.
  const saved = `conformance ${Math.random().toString(36).slice(2)}`;
  const restored = (expected: string | null) => (result: unknown) => {
    const { version, checkpoint } = result as { version: number; checkpoint: string | null };
    if (checkpoint === expected && version === CHECKPOINT_VERSION) return null;
    return `restoreCheckpoint gave back ${JSON.stringify({ version, checkpoint })}, not ${JSON.stringify({ version: CHECKPOINT_VERSION, checkpoint: expected })}`;
  };
  const tooLong = 'x'.repeat(CHECKPOINT_MAX_CHARS + 1);
  return [
    {
      name: 'saveCheckpoint',
      run: async (call) =>
        expectResult(
          await call('saveCheckpoint', { version: CHECKPOINT_VERSION, checkpoint: saved }),
        ),
    },
    {
      name: 'restoreCheckpoint gives back what was saved',
      run: async (call) =>
        expectResult(await call('restoreCheckpoint', {}), { check: restored(saved) }),
    },
    {
      name: 'saveCheckpoint null forgets it',
      run: async (call) => {
        const forget = expectResult(
          await call('saveCheckpoint', { version: CHECKPOINT_VERSION, checkpoint: null }),
        );
        if (!forget.pass) return forget;
        return expectResult(await call('restoreCheckpoint', {}), { check: restored(null) });
      },
    },
    {
      name: 'saveCheckpoint one character too long is refused',
      run: async (call) => {
        const answer = await call('saveCheckpoint', {
          version: CHECKPOINT_VERSION,
          checkpoint: tooLong,
        });
        const what = `a checkpoint of ${tooLong.length} characters (CHECKPOINT_MAX_CHARS is ${CHECKPOINT_MAX_CHARS})`;
        const refused = expectRefusal(answer, 'too_large', what);
        if (!refused.pass) return refused;
        const kept = expectResult(await call('restoreCheckpoint', {}), { check: restored(null) });
        return kept.pass ? refused : { pass: false, detail: `refused, but kept: ${kept.detail}` };
      },
    },
  ];
}

function malformedChecks(): Check[] {
  return Object.entries(REQUEST_EXAMPLES).flatMap(([name, example]) => {
    const malformed = 'malformed' in example ? example.malformed : undefined;
    if (!malformed) return [];
    const interactive = (INTERACTIVE_REQUESTS as readonly string[]).includes(name);
    return [
      {
        name: `${name} with malformed params`,
        person: interactive
          ? 'The host should refuse these params without a dialog; if one opens, press Cancel.'
          : undefined,
        run: async (call: HostCaller) =>
          expectRefusal(
            await call(name, malformed.params),
            'invalid_params',
            `malformed params (${malformed.why})`,
          ),
      },
    ];
  });
}

/** Three calls at once, answered in any order: each result must be its own call's. */
function byIdCheck(pageUrl: URL): Check {
  const names = ['httpRequest', 'restoreCheckpoint', 'setNavigationButtons'] as const;
  return {
    name: 'three calls at once, each answered by its id',
    run: async (call) => {
      const answers = await Promise.all(
        names.map((name) => call(name, goodParams(name, pageUrl), { answersOf: names })),
      );
      const outcomes = answers.map((answer, index) => {
        const outcome = expectResult(answer);
        return outcome.pass
          ? outcome
          : { ...outcome, detail: `${names[index]}: ${outcome.detail}` };
      });
      return (
        outcomes.find((outcome) => !outcome.pass) ?? {
          pass: true,
          detail: 'each answered by its own id',
        }
      );
    },
  };
}

export function buildChecks(pageUrl: URL): Check[] {
  return [
    ...callChecks(pageUrl),
    ...checkpointChecks(),
    ...malformedChecks(),
    {
      name: 'an unknown request',
      run: async (call) =>
        expectUnknownRefusedOrIgnored(await call('conformanceUnknownRequest', {})),
    },
    byIdCheck(pageUrl),
  ];
}
