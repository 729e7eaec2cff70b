// `npm test`: install what is missing, then formatting, lint (module boundaries and layers), unused
// code (knip), links in the docs, type check, unit tests, a production build and the end-to-end
// tests in headless Chromium. Stops at the first failure, and prints at the end where the time went
// (each step, the slowest spec files and tests).
import { checkSpecProjects } from './e2e-projects.mjs';
import {
  buildAll,
  ensureChromium,
  ensureFonts,
  ensureNginx,
  ensurePackages,
  run,
} from './setup.mjs';
import { runSteps } from './test-summary.mjs';

const steps = [
  ['Setup', () => (ensurePackages(), ensureChromium(), ensureFonts(), ensureNginx())],
  ['Formatting (prettier)', () => run('npx', ['prettier', '--check', '.', '--log-level', 'warn'])],
  [
    'Lint (eslint: module boundaries, no wall clock in e2e; every spec in e2e/spec-projects.json)',
    () => (run('npx', ['eslint', '.', '--max-warnings=0']), checkSpecProjects()),
  ],
  [
    'Unused code (knip: files, dependencies, exports, types; knip.jsonc)',
    () => run('npm', ['run', '--silent', 'lint:unused']),
  ],
  [
    'Links (remark-validate-links: every relative link and #anchor in README.md and docs/)',
    () => run('npm', ['run', '--silent', 'lint:links']),
  ],
  [
    'Host contract (docs/host-contract.md and its schema as libs/bridge says; npm run contract)',
    () => run('npm', ['run', '--silent', 'contract', '--', '--check']),
  ],
  [
    'Type check (tsc; the service worker with its own lib)',
    () => run('npm', ['run', '--silent', 'typecheck']),
  ],
  ['Unit tests (jest)', () => run('npx', ['jest', '--ci'])],
  ['Build (nx)', buildAll],
  ['End-to-end tests (playwright)', () => run('npx', ['playwright', 'test'])],
];

runSteps(steps, 'All checks passed');
