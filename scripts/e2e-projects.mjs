// The map of which Nx projects each end-to-end spec exercises (e2e/spec-projects.json), read by
// `npm run test:affected`; `npm test` checks it so a new spec cannot be left out.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SPEC_PROJECTS_FILE = path.join(root, 'e2e/spec-projects.json');

/** spec file name (in e2e/) -> the projects it exercises */
export function readSpecProjects() {
  const { $comment: _comment, ...map } = JSON.parse(readFileSync(SPEC_PROJECTS_FILE, 'utf8'));
  return /** @type {Record<string, string[]>} */ (map);
}

/** The projects of the workspace: every package.json under apps/, libs/ and tools/ with an nx name. */
function workspaceProjects() {
  const names = new Set();
  for (const dir of ['apps', 'libs', 'tools']) {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      try {
        const pkg = JSON.parse(
          readFileSync(path.join(root, dir, entry.name, 'package.json'), 'utf8'),
        );
        names.add(pkg.nx?.name ?? entry.name);
      } catch {
        // a folder without a package (tools/jest): not a project
      }
    }
  }
  return names;
}

/** Throws, naming each problem, when a spec is missing from the map or the map names what is not there. */
export function checkSpecProjects() {
  const map = readSpecProjects();
  const specs = readdirSync(path.join(root, 'e2e')).filter((file) => file.endsWith('.spec.ts'));
  const projects = workspaceProjects();
  const problems = [
    ...specs
      .filter((spec) => !(spec in map))
      .map(
        (spec) => `e2e/${spec} is not in e2e/spec-projects.json: say which projects it exercises`,
      ),
    ...Object.keys(map)
      .filter((spec) => !specs.includes(spec))
      .map((spec) => `e2e/spec-projects.json names ${spec}, which is not a spec in e2e/`),
    ...Object.entries(map).flatMap(([spec, names]) =>
      names
        .filter((name) => !projects.has(name))
        .map((name) => `e2e/spec-projects.json: ${spec} names "${name}", which is not a project`),
    ),
  ];
  if (problems.length > 0) throw new Error(problems.join('\n'));
  console.log(`✓ e2e/spec-projects.json names the projects of all ${specs.length} specs`);
}
