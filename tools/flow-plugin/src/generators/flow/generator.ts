import path from 'node:path';
import {
  formatFiles,
  generateFiles,
  installPackagesTask,
  logger,
  names,
  readJson,
  updateJson,
  writeJson,
  type GeneratorCallback,
  type Tree,
} from '@nx/devkit';
import { matchesPattern } from '@sheet/reference';
import type { FlowGeneratorSchema } from './schema';
import {
  addArrayString,
  addObjectEntry,
  addTypeEntry,
  stringEntriesOf,
  stringsOf,
} from './source-edits';

/** Everything the files and registrations of one flow are named from. */
export type Flow = {
  /** folder, Nx project and i18n namespace: gift-cards */
  name: string;
  /** Module Federation container and remotes.json key: gift_cards */
  remote: string;
  /** GiftCards */
  className: string;
  /** giftCards: the first screen's group of strings */
  propertyName: string;
  /** the first screen's heading (en-us) */
  title: string;
  /** the first route under the base path, without its leading slash: redeem */
  route: string;
  /** an address of the first route for tests: /redeem (a `:param` segment becomes `us`) */
  routeExample: string;
  pageId: string;
  port: number;
  /** apps/gift-cards */
  dir: string;
};

/**
 * Where the sheet lists its remotes, each edited by the generator (data files with updateJson,
 * hand-written lists with a parsed, one-entry edit). Exported for the generator's test.
 */
export const REGISTRIES = {
  ports: 'tools/webpack-config/ports.json',
  remotesJson: 'apps/shell/public/remotes.json',
  remoteNames: 'apps/shell/src/federation/remote-names.ts',
  ownership: 'apps/shell/src/federation/ownership.ts',
  staticServer: 'tools/static-server/index.mjs',
  staticServerTypes: 'tools/static-server/index.d.mts',
  specProjects: 'e2e/spec-projects.json',
} as const;

/** A namespace every language of which the product ships (the locale checks keep them equal). */
const LANGUAGES_FROM = 'apps/shell/src/locales';
/** The key in a language file listing its strings still in English, awaiting a translator. */
export const NEEDS_TRANSLATION = '_needsTranslation';
/** Ports other servers of `npm start` use (the service emulator, the host simulator). */
const TAKEN_PORTS = [4100, 4300];

/**
 * `nx g @sheet/flow-plugin:flow <name> --route <path>`: a new remote in apps/<name> with one screen
 * on the flow kit, registered everywhere a remote must be; then `npm install` links it.
 */
export default async function flowGenerator(
  tree: Tree,
  options: FlowGeneratorSchema,
): Promise<GeneratorCallback> {
  const flow = normalise(tree, options);
  const substitutions = { ...flow, titleString: JSON.stringify(flow.title), tmpl: '' };
  generateFiles(tree, path.join(__dirname, 'files/app'), flow.dir, substitutions);
  generateFiles(tree, path.join(__dirname, 'files/e2e'), 'e2e', substitutions);
  writePackage(tree, flow);
  writeStrings(tree, flow);
  register(tree, flow);
  if (!options.skipFormat) await formatFiles(tree);
  return () => {
    if (!options.skipInstall) installPackagesTask(tree, true);
    logger.info(nextSteps(flow));
  };
}

function nextSteps(flow: Flow): string {
  return [
    `${flow.dir} is a remote of the sheet (${flow.remote}), owning /${flow.route}/*. Next:`,
    `  npx nx serve ${flow.name}      http://127.0.0.1:${flow.port}${flow.routeExample}`,
    `  npx nx test ${flow.name}`,
    `  npx nx run-many -t build && npx playwright test e2e/${flow.name}.spec.ts   (in the host simulator)`,
    '  npx jest tools/locale-checks   (its strings: "needs translation" until translated)',
    'See docs/adding-a-flow.md.',
  ].join('\n');
}

export function normalise(tree: Tree, options: FlowGeneratorSchema): Flow {
  const name = options.name?.trim() ?? '';
  if (!/^[a-z]+(-[a-z]+)*$/.test(name)) {
    throw new Error(`The flow's name is kebab case, letters only (gift-cards): "${name}"`);
  }
  for (const group of ['apps', 'libs', 'tools']) {
    if (tree.exists(`${group}/${name}`)) throw new Error(`${group}/${name} exists already`);
  }
  const route = normaliseRoute(options.route);
  // A deploy publishes each remote under <cdn>/<folder>/<version>/, beside the shell's page on the
  // same origin (docs/deploy.md): a route starting with a remote's folder would be its files.
  const first = route.split('/')[0]!;
  const folders = [name, ...tree.children('apps')];
  if (folders.includes(first)) {
    throw new Error(
      `--route /${route} starts with ${first}, a folder a deploy publishes a remote under (<cdn>/${first}/<version>/); choose another first segment`,
    );
  }
  const { className, propertyName } = names(name);
  const words = name.replace(/-/g, ' ');
  return {
    name,
    remote: name.replace(/-/g, '_'),
    className,
    propertyName,
    title: options.title?.trim() || `${words[0]!.toUpperCase()}${words.slice(1)}`,
    route,
    routeExample: `/${route.replace(/:[^/]+/g, 'us')}`,
    pageId: className,
    port: choosePort(tree, options.port),
    dir: `apps/${name}`,
  };
}

function normaliseRoute(route: string | undefined): string {
  const trimmed = (route ?? '').trim().replace(/^\/+|\/+$/g, '');
  const segments = trimmed.split('/');
  if (
    !trimmed ||
    !segments.every((segment) => /^(?:[a-z0-9]+(?:-[a-z0-9]+)*|:[a-zA-Z]+)$/.test(segment))
  ) {
    throw new Error(
      `--route is a path of lower-case segments (a segment may be a :parameter), e.g. /gift-cards: "${route ?? ''}"`,
    );
  }
  if (segments.every((segment) => segment.startsWith(':'))) {
    throw new Error(`--route needs a fixed segment for the shell to know the flow by: "${route}"`);
  }
  return trimmed;
}

function choosePort(tree: Tree, wanted: number | undefined): number {
  const ports = readJson<Record<string, number>>(tree, REGISTRIES.ports);
  const taken = [...Object.values(ports), ...TAKEN_PORTS];
  if (wanted !== undefined) {
    if (!Number.isInteger(wanted) || wanted < 1024 || wanted > 65535 || taken.includes(wanted)) {
      throw new Error(`--port ${wanted} is taken or not a port (taken: ${taken.join(', ')})`);
    }
    return wanted;
  }
  let port = Math.max(...Object.values(ports)) + 1;
  while (taken.includes(port)) port += 1;
  return port;
}

function writePackage(tree: Tree, flow: Flow): void {
  writeJson(tree, `${flow.dir}/package.json`, {
    name: `@sheet/${flow.name}`,
    version: '0.1.0',
    private: true,
    description: `${flow.title}: a flow of the sheet, a Module Federation remote`,
    scripts: {
      build: 'webpack --mode production',
      serve: 'webpack serve --mode development',
      test: 'jest',
    },
    dependencies: {
      '@sheet/flow-kit': '*',
      '@sheet/i18n': '*',
      '@sheet/sheet-runtime': '*',
      '@sheet/ui-kit': '*',
    },
    devDependencies: {
      '@sheet/test-support': '*',
      '@sheet/webpack-config': '*',
    },
    nx: { name: flow.name, tags: ['type:remote', `scope:${flow.name}`] },
  });
}

/**
 * The flow's strings in every language the product ships: English everywhere to begin with, and
 * each non-English file lists them under `_needsTranslation`, which the locale checks report as
 * needing translation (instead of failing them as English copies, or shipping them unnoticed).
 */
function writeStrings(tree: Tree, flow: Flow): void {
  const screen = {
    title: flow.title,
    text: `This is where the ${flow.title.toLowerCase()} flow starts. Say here what the person is about to do.`,
    continue: 'Continue',
  };
  const english = { [flow.propertyName]: screen, close: 'Close', working: 'Please wait…' };
  const keys = [
    ...Object.keys(screen).map((key) => `${flow.propertyName}.${key}`),
    'close',
    'working',
  ];
  const languages = tree
    .children(LANGUAGES_FROM)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length));
  if (!languages.includes('en-us')) throw new Error(`${LANGUAGES_FROM} has no en-us.json`);
  for (const language of languages) {
    const strings = language.startsWith('en') ? english : { [NEEDS_TRANSLATION]: keys, ...english };
    writeJson(tree, `${flow.dir}/src/locales/${language}.json`, strings);
  }
}

function register(tree: Tree, flow: Flow): void {
  const owned = `/${flow.route}/*`;
  for (const [remote, patterns] of stringEntriesOf(tree, REGISTRIES.ownership, 'OWNED_PATHS')) {
    for (const pattern of patterns) {
      const prefix = pattern.replace(/\/\*$/, '');
      if (matchesPattern(pattern, `/${flow.route}`) || matchesPattern(owned, prefix)) {
        throw new Error(`/${flow.route} overlaps ${pattern}, which ${remote} owns`);
      }
    }
  }
  if (stringsOf(tree, REGISTRIES.remoteNames, 'REMOTE_NAMES').includes(flow.remote)) {
    throw new Error(`${flow.remote} is a remote already`);
  }

  updateJson<Record<string, number>>(tree, REGISTRIES.ports, (ports) => ({
    ...ports,
    [flow.remote]: flow.port,
  }));
  updateJson<Record<string, string>>(tree, REGISTRIES.remotesJson, (remotes) => ({
    ...remotes,
    [flow.remote]: `http://127.0.0.1:${flow.port}/mf-manifest.json`,
  }));
  addArrayString(tree, REGISTRIES.remoteNames, 'REMOTE_NAMES', flow.remote);
  addObjectEntry(tree, REGISTRIES.ownership, 'OWNED_PATHS', flow.remote, `['${owned}']`);
  addObjectEntry(tree, REGISTRIES.staticServer, 'APPS', flow.remote, `'${flow.dir}/dist'`);
  addTypeEntry(tree, REGISTRIES.staticServerTypes, 'APPS', flow.remote, 'string');
  // The spec map keeps its comment first and its specs in alphabetical order.
  updateJson<Record<string, unknown>>(tree, REGISTRIES.specProjects, (map) => {
    const { $comment, ...specs } = map;
    specs[`${flow.name}.spec.ts`] = [
      'shell',
      flow.name,
      'service-emulator',
      'host-simulator',
      'static-server',
    ];
    const sorted = Object.keys(specs).sort();
    return { $comment, ...Object.fromEntries(sorted.map((spec) => [spec, specs[spec]])) };
  });
}
