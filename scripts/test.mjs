// `npm test`: install what is missing; then formatting, lint (module boundaries and layers), the
// type check, unused code (knip), the host contract and links in the docs, two at a time; then
// unit tests, a production build and the end-to-end tests in headless Chromium. Stops after the
// first step (or pair of steps) that fails, and prints at the end where the time went (each step,
// the slowest spec files and tests).
import { checkSpecProjects } from './e2e-projects.mjs';
import {
  buildAll,
  ensureChromium,
  ensureFonts,
  ensureNginx,
  ensurePackages,
  run,
  runHeld,
} from './setup.mjs';
import { runSteps } from './test-summary.mjs';

const npmScript =
  (script, ...args) =>
  () =>
    runHeld('npm', ['run', '--silent', script, ...args]);

const steps = [
  ['Setup', () => (ensurePackages(), ensureChromium(), ensureFonts(), ensureNginx())],
  {
    // Each keeps one core busy: two at a time, longest first (about 50 s one after the other).
    twoAtATime: [
      [
        'Formatting (prettier)',
        () => runHeld('npx', ['prettier', '--check', '.', '--log-level', 'warn']),
      ],
      [
        'Lint (eslint: module boundaries, no wall clock in e2e; every spec in e2e/spec-projects.json)',
        async () => {
          const output = await runHeld('npx', ['eslint', '.', '--max-warnings=0']);
          checkSpecProjects();
          return output;
        },
      ],
      ['Type check (tsc; the service worker with its own lib)', npmScript('typecheck')],
      [
        'Unused code (knip: files, dependencies, exports, types; knip.jsonc)',
        npmScript('lint:unused'),
      ],
      [
        'Host contract (docs/host-contract.md and its schema as libs/bridge says; npm run contract)',
        npmScript('contract', '--', '--check'),
      ],
      [
        'Links (remark-validate-links: every relative link and #anchor in README.md and docs/)',
        npmScript('lint:links'),
      ],
    ],
  },
  ['Unit tests (jest)', () => run('npx', ['jest', '--ci'])],
  ['Build (nx)', buildAll],
  ['End-to-end tests (playwright)', () => run('npx', ['playwright', 'test'])],
];

await runSteps(steps, 'All checks passed');
