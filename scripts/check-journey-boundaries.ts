// Journey-boundary check run by `npm run lint` (ADR 035): no journey imports another. A journey
// is a folder under machines/ (its chart) and the folders of the same name under src/journeys/,
// src/screens/ and server/; what two journeys share lives in a named kit (machines/kit/, src/ui/,
// src/lib/ ...), so changing one journey never reaches into another. The journey list is read
// from the machines/ folders, so a new journey is covered the day its chart folder exists.
//
//   node --import tsx scripts/check-journey-boundaries.ts [root]
//
// Three crossings are refused:
// - same tree: machines/<a>/ -> machines/<b>/, src/journeys/<a>/ -> src/journeys/<b>/,
//   src/screens/<a>/ -> src/screens/<b>/, server/<a>/ -> server/<b>/ (a and b journeys);
// - app to chart: a folder of src/journeys/ or src/screens/ (a journey's runtime or screens, or a
//   shared one such as the shell) -> another journey's chart folder machines/<b>/. A fact two
//   journeys' runtimes read belongs to the chart kit, not to one of the charts;
// - shared to journey: a shared folder of machines/ or src/journeys/ (the kit, routing, the app's
//   session, the runtime, the shell) -> any journey's folder, but for a journey's screen table
//   (machines/<b>/screens.ts, its declaration, which routing reads). What journeys share depends on
//   none of them, so a journey is never reached through the kit (ADR 037).
// Files at the top of a tree (machines/index.ts, src/journeys/journey-routing.tsx) are the
// registries that name every journey, and src/api/<resource>/ folders are resources, not journeys.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { findImports, resolveTarget } from './check-layers.ts';
import { journeyBoundaryExceptions, type BoundaryException } from './journey-boundary-exceptions.ts';

/**
 * Folders under machines/ that are shared by every journey rather than being one: the chart kit,
 * the routing, and the app's session (ADR 037: signed in or not is the app's state, not a journey;
 * the journey it runs while signed out is plugged in by the app).
 */
export const SHARED_CHART_FOLDERS: readonly string[] = ['kit', 'routing', 'session'];

const JOURNEY_TREES = ['machines', 'src/journeys', 'src/screens', 'server'] as const;
/** Trees whose every folder (journey or shared) may use only its own journey's chart. */
const APP_TREES: readonly string[] = ['src/journeys', 'src/screens'];
/** Trees whose shared folders may import no journey at all (its screen table aside). */
const SHARED_TREES: readonly string[] = ['machines', 'src/journeys'];
/** A journey's declaration, which the shared routing reads: machines/<journey>/screens.ts. */
const SCREEN_TABLE = /^machines\/[^/]+\/screens\.ts$/;
const SOURCE_EXTENSIONS = /\.(?:[cm]?[jt]sx?)$/;

export interface BoundaryViolation {
  readonly file: string;
  readonly line: number;
  readonly specifier: string;
  /** The repo-relative path the import resolves to. */
  readonly target: string;
  readonly why: string;
}

/** The journeys: every folder under machines/ except the shared ones. */
export function journeyNames(root: string): string[] {
  const dir = path.join(root, 'machines');
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries
    .filter((name) => !SHARED_CHART_FOLDERS.includes(name) && statSync(path.join(dir, name)).isDirectory())
    .sort();
}

/** The tree and first folder a repo-relative path sits in (`src/journeys/login/screens/X.tsx` -> login). */
function placeOf(repoPath: string): { tree: string; folder: string } | null {
  for (const tree of JOURNEY_TREES) {
    if (!repoPath.startsWith(`${tree}/`)) continue;
    const rest = repoPath.slice(tree.length + 1).split('/');
    // `machines/login` (a folder import) names the folder; `machines/index.ts` sits in no folder.
    const folder = rest[0];
    if (!folder || (rest.length === 1 && SOURCE_EXTENSIONS.test(folder))) return null;
    return { tree, folder };
  }
  return null;
}

/** Why `file` may not import `target` (both repo-relative), or null when it may. */
export function boundaryBroken(file: string, target: string, journeys: readonly string[]): string | null {
  const from = placeOf(file);
  const to = placeOf(target);
  if (!from || !to || from.folder === to.folder || !journeys.includes(to.folder)) return null;
  if (from.tree === to.tree && journeys.includes(from.folder)) {
    return `journey '${from.folder}' imports journey '${to.folder}': move what both use into a kit`;
  }
  if (APP_TREES.includes(from.tree) && to.tree === 'machines') {
    return `${from.tree}/${from.folder} reads the '${to.folder}' chart: move the shared fact into machines/kit/`;
  }
  if (SHARED_TREES.includes(from.tree) && !journeys.includes(from.folder) && !SCREEN_TABLE.test(target)) {
    return `shared ${from.tree}/${from.folder} imports journey '${to.folder}': the app plugs journeys in`;
  }
  return null;
}

function listSourceFiles(root: string, dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(path.join(root, dir));
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const rel = `${dir}/${entry}`;
    if (statSync(path.join(root, rel)).isDirectory()) return listSourceFiles(root, rel);
    return SOURCE_EXTENSIONS.test(entry) ? [rel] : [];
  });
}

const stem = (repoPath: string) => repoPath.replace(/\/$/, '').replace(SOURCE_EXTENSIONS, '');

/** `inner` is `outer` or sits under it (files compared with or without their extension). */
const within = (inner: string, outer: string) => `${stem(inner)}/`.startsWith(`${stem(outer)}/`);
const excused = (v: BoundaryViolation, e: BoundaryException) => within(v.file, e.file) && within(v.target, e.imports);

export function checkJourneyBoundaries(
  root: string,
  exceptions: readonly BoundaryException[] = journeyBoundaryExceptions,
): { files: number; journeys: string[]; violations: BoundaryViolation[]; unused: BoundaryException[] } {
  const journeys = journeyNames(root);
  const files = JOURNEY_TREES.flatMap((tree) => listSourceFiles(root, tree));
  const found: BoundaryViolation[] = [];
  for (const file of files) {
    for (const imp of findImports(file, readFileSync(path.join(root, file), 'utf8'))) {
      const target = resolveTarget(file, imp.specifier);
      if (target.kind !== 'file') continue;
      const why = boundaryBroken(file, target.path, journeys);
      if (why) found.push({ file, line: imp.line, specifier: imp.specifier, target: target.path, why });
    }
  }
  const violations = found.filter((v) => !exceptions.some((e) => excused(v, e)));
  // An exception nothing needs any more is an error too, so the list only ever shrinks.
  const unused = exceptions.filter((e) => !found.some((v) => excused(v, e)));
  return { files: files.length, journeys, violations, unused };
}

function main(): void {
  const root = path.resolve(process.argv[2] ?? '.');
  const { files, journeys, violations, unused } = checkJourneyBoundaries(root);
  for (const v of violations) console.error(`${v.file}:${v.line}  imports '${v.specifier}'  — ${v.why}`);
  for (const e of unused) {
    console.error(`scripts/journey-boundary-exceptions.ts: ${e.file} -> ${e.imports} is no longer needed: remove it`);
  }
  const summary =
    `journey boundaries: ${files} files, ${journeys.length} journeys, ` +
    `${violations.length} violation(s), ${unused.length} stale exception(s)`;
  if (violations.length > 0 || unused.length > 0) {
    console.error(summary);
    process.exitCode = 1;
  } else {
    console.log(summary);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
