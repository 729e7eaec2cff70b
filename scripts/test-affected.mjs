// `npm run test:affected [-- --base <ref>]`: a flow team's loop. Formatting and lint of the files
// the change touches, the type check, the unit tests of the affected Nx projects, the builds (Nx
// cache: unchanged apps are not rebuilt) and only the end-to-end specs that exercise an affected
// project (e2e/spec-projects.json). Prints what it chose and why.
// The base: --base, else the merge base with origin/main when there is one, else HEAD (what is
// not committed yet). Files the change touches: committed since the base, uncommitted and untracked.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkSpecProjects, readSpecProjects } from './e2e-projects.mjs';
import { buildAll, ensureChromium, ensurePackages, root, run } from './setup.mjs';
import { runSteps } from './test-summary.mjs';

const { values } = parseArgs({ options: { base: { type: 'string' } } });
const NPM_START_SPEC = 'e2e/npm-start.spec.ts';
const NX_ENV = { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };

function git(...args) {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

function chooseBase() {
  if (values.base) return { base: values.base, why: 'given with --base' };
  const upstream = git('merge-base', 'HEAD', 'origin/main');
  if (upstream) return { base: upstream, why: 'the merge base with origin/main' };
  return { base: 'HEAD', why: 'no origin/main here: the changes not committed yet' };
}

// First: an install can change what counts as changed (the lockfile).
ensurePackages();
const { base, why } = chooseBase();
const changedFiles = [
  ...new Set(
    [git('diff', '--name-only', base), git('ls-files', '--others', '--exclude-standard')]
      .filter(Boolean)
      .flatMap((list) => list.split('\n'))
      .filter(Boolean),
  ),
].sort();
/** The changed files still there (a deleted one still marks its project affected). */
const presentFiles = changedFiles.filter((file) => existsSync(path.join(root, file)));

/** Files outside every project that can change what any test sees: all specs run. */
const EVERYTHING = [
  /^package(-lock)?\.json$/,
  /^tsconfig(\.base)?\.json$/,
  /^nx\.json$/,
  /^playwright\.config\.ts$/,
  /^e2e\/support\//,
  /^scripts\//,
  /^deploy\//,
];

// Nx is given the same files this script prints, so what it says is what it used.
function affectedProjects() {
  if (changedFiles.length === 0) return [];
  const args = ['nx', 'show', 'projects', '--affected', `--files=${changedFiles.join(',')}`];
  const result = spawnSync('npx', [...args, '--json'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...NX_ENV },
  });
  if (result.status !== 0) throw new Error(`npx ${args.join(' ')} failed:\n${result.stderr}`);
  return JSON.parse(result.stdout);
}
const affected = affectedProjects();
const specProjects = readSpecProjects();
const everything = changedFiles.filter((file) => EVERYTHING.some((rule) => rule.test(file)));
const specs = Object.entries(specProjects).flatMap(([spec, projects]) => {
  const reasons = [
    ...(everything.length > 0 ? [`the change touches ${everything.slice(0, 3).join(', ')}`] : []),
    ...(changedFiles.includes(`e2e/${spec}`) ? ['the spec itself changed'] : []),
    ...projects.filter((p) => affected.includes(p)).map((p) => `exercises ${p}`),
  ];
  return reasons.length > 0 ? [{ spec, reasons }] : [];
});

console.log(`Base: ${base} (${why})`);
console.log(`Changed files (${changedFiles.length}):`);
for (const file of changedFiles) console.log(`  ${file}`);
console.log(`Affected projects (${affected.length}): ${affected.join(', ') || 'none'}`);
console.log(`End-to-end specs (${specs.length} of ${Object.keys(specProjects).length}):`);
for (const { spec, reasons } of specs) console.log(`  e2e/${spec}: ${reasons.join('; ')}`);

const lintable = presentFiles.filter((file) => /\.(m?[jt]sx?|cjs)$/.test(file));
const steps = [
  [
    'Formatting (prettier) of the changed files',
    () =>
      presentFiles.length > 0 &&
      run('npx', [
        'prettier',
        '--check',
        '--ignore-unknown',
        '--log-level',
        'warn',
        ...presentFiles,
      ]),
  ],
  [
    'Lint (eslint) of the changed files; the spec map',
    () => (
      lintable.length > 0 && run('npx', ['eslint', '--max-warnings=0', ...lintable]),
      checkSpecProjects()
    ),
  ],
  // Whole-workspace by nature (an export is unused only if no file anywhere imports it), and
  // seconds long: as in `npm test`.
  ['Unused code (knip)', () => run('npm', ['run', '--silent', 'lint:unused'])],
  [
    'Links in README.md and docs/ (remark-validate-links)',
    () => run('npm', ['run', '--silent', 'lint:links']),
  ],
  // One program: tsc checks it whole in seconds, and a change's types reach its importers.
  ['Type check (tsc, the whole program)', () => run('npx', ['tsc', '-p', 'tsconfig.json'])],
  [
    'Unit tests of the affected projects (nx run-many -t test)',
    () =>
      affected.length > 0 &&
      run(
        'npx',
        [
          'nx',
          'run-many',
          '-t',
          'test',
          `--projects=${affected.join(',')}`,
          '--outputStyle=static',
        ],
        {
          env: NX_ENV,
        },
      ),
  ],
  ['Build (nx, cached)', () => specs.length > 0 && buildAll()],
  [
    'End-to-end tests of the affected specs (playwright)',
    () => {
      if (specs.length === 0) return;
      ensureChromium();
      // Without project dependencies (they would run every spec); `npm start`'s spec after the
      // others, as the full suite orders it (playwright.config.ts says why).
      const files = specs.map(({ spec }) => `e2e/${spec}`);
      const others = files.filter((file) => file !== NPM_START_SPEC);
      if (others.length > 0) run('npx', ['playwright', 'test', '--no-deps', ...others]);
      if (files.includes(NPM_START_SPEC)) {
        run('npx', ['playwright', 'test', '--no-deps', NPM_START_SPEC], {
          env: { E2E_TIMING_MERGE: others.length > 0 ? '1' : '0' },
        });
      }
    },
  ],
];

await runSteps(steps, 'The affected checks passed');
