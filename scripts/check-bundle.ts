// Production bundle budget, run by `npm run test:budget` after `vite build`.
//
//   node --import tsx scripts/check-bundle.ts [distDir]
//
// 1. No production file may carry dev-only code: the Stately inspector (loaded only by a
//    DEV-branch dynamic import), the staging deployment panel, sandbox control paths, or the
//    browser suite's journey observer (its build goes to dist-browser-suite/, never dist/).
// 2. The JS a browser loads for the login route before it can run (the entry chunk, everything
//    it imports statically, and any chunk index.html modulepreloads besides) must stay under a
//    gzip budget, and must not contain what only later pages or the full app need.
// 3. Every lazy screen or layout chunk stays under its own gzip budget.
// The module-level figures come from the build's record (scripts/vite/bundle-modules.ts).
// Results are printed as a table and written to reports/bundle.json.

import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { GZIP_LEVEL } from '../server/static/precompress.ts';
import { BUNDLE_MODULES_FILE, type BundleModules } from './vite/bundle-modules.ts';

/**
 * The login route's initial JS, gzipped as `npm start` serves it to a browser without Brotli
 * (the build's `.gz` copies, level 9; kB = 1000 bytes, as Vite prints): the login island
 * (src/app/island/, ADR 010). Its floor is the framework it runs on: React 19 with react-dom
 * (~67 kB), xstate (~14 kB), ky, valibot and jwt-decode (~8 kB), about 88 kB in one chunk; the
 * island's own code (session, login and otp journeys, the login layout and Mobile No, theme,
 * the API client with the schemas of the calls a login makes) is one chunk of about 21 kB.
 */
export const INITIAL_JS_BUDGET_GZIP_BYTES = 112_200;
/** One lazy screen's or layout's own chunk (shared chunks it imports are counted apart). */
export const SCREEN_CHUNK_BUDGET_GZIP_BYTES = 20_000;
const TOP_MODULES = 15;

export interface Budgets {
  readonly initialJsGzipBytes: number;
  readonly screenChunkGzipBytes: number;
}

export const DEFAULT_BUDGETS: Budgets = {
  initialJsGzipBytes: INITIAL_JS_BUDGET_GZIP_BYTES,
  screenChunkGzipBytes: SCREEN_CHUNK_BUDGET_GZIP_BYTES,
};

export const FORBIDDEN_MARKERS: readonly { marker: string; what: string }[] = [
  { marker: '@statelyai/inspect', what: 'Stately inspector' },
  { marker: 'createBrowserInspector', what: 'Stately inspector' },
  { marker: 'stately.ai/registry/inspect', what: 'Stately inspector' },
  { marker: 'STAGING_PANEL', what: 'staging deployment panel' },
  { marker: '/__sandbox', what: 'sandbox control API path' },
  // src/app/journey-observer.ts's page function and buffer (both start with it): the browser suite's build only.
  { marker: '__journeyTransition', what: "browser suite's journey observer" },
];

/** Modules the login route must not load up front: each is fetched when its page or action needs it. */
/** A screen's module: shared (src/screens/) or in its journey's folder (ADR 043). */
const SCREEN_MODULE = /^src\/(?:screens\/|journeys\/[^/]+\/screens\/)/;

export const LATER_MODULES: readonly { pattern: RegExp; what: string }[] = [
  {
    pattern: /^machines\/(?!login\/|session\/|kit\/otp\.machine\.ts$)[^/]+\/[^/]+\.machine\.ts$/,
    what: 'a journey machine other than login (with its otp child) and session',
  },
  {
    pattern: /^src\/journeys\/onboarding\/(?:drafts|onboarding-logic)\.ts$/,
    what: 'the onboarding journey and its drafts',
  },
  { pattern: /^npm:(?:pdfjs-dist|pdf-lib)\//, what: 'the PDF tools (loaded for a password-protected PDF)' },
  {
    pattern: /^src\/lib\/pdf\/(?:pdf-tools|unlock|page-canvas)\.ts$/,
    what: 'the PDF tools (loaded for a password-protected PDF)',
  },
  { pattern: /^npm:@radix-ui\/react-dialog\//, what: 'the Radix dialog (loaded when a dialog opens)' },
  { pattern: /^npm:react-router(?:-dom)?\//, what: "react-router (the full app's: the login island runs without it)" },
  {
    pattern: /^src\/api\/(?:home\/|application\/|consent\/|customer\/logout\.ts$)/,
    what: 'a call only a signed-in session makes (fetched once the OTP is verified)',
  },
  { pattern: /^src\/routes\/page-titles\.ts$/, what: "every page's title (the island names its own two)" },
  {
    pattern: /^src\/routes\/(?:route-table|guard|guard-runtime)\.ts$/,
    what: "the route table and the guard (the full app's: the login island runs without them)",
  },
];

export interface ChunkSize {
  readonly file: string;
  readonly bytes: number;
  readonly gzipBytes: number;
}

export interface ScreenChunk extends ChunkSize {
  readonly module: string;
}

export interface TopModule {
  readonly id: string;
  readonly chunk: string;
  readonly renderedLength: number;
  readonly gzipBytes: number;
}

export interface MarkerHit {
  readonly file: string;
  readonly marker: string;
  readonly what: string;
}

export interface BundleReport {
  readonly entry: string;
  readonly preloads: readonly string[];
  /** Initial JS the entry does not import itself: chunks index.html modulepreloads besides (none today). */
  readonly loginRouteJs: readonly string[];
  readonly initialJs: readonly ChunkSize[];
  readonly initialJsGzipBytes: number;
  readonly initialCss: readonly ChunkSize[];
  /** CSS inlined into index.html (the login shell's, which is the whole app's). */
  readonly inlineCssBytes: number;
  readonly budgetGzipBytes: number;
  /** The largest modules of the initial JS by the gzip of their own code, before minification. */
  readonly topModules: readonly TopModule[];
  readonly screenChunks: readonly ScreenChunk[];
  readonly screenChunkBudgetGzipBytes: number;
  readonly lazyJs: readonly ChunkSize[];
  readonly markerHits: readonly MarkerHit[];
  readonly failures: readonly string[];
}

/** The entry script, modulepreload links, stylesheets and inline <style> text of index.html. */
export function parseIndexHtml(html: string): {
  entry: string;
  preloads: string[];
  styles: string[];
  inlineCss: string;
} {
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}=["']([^"']+)["']`).exec(tag)?.[1];
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  let entry: string | undefined;
  const preloads: string[] = [];
  const styles: string[] = [];
  for (const tag of tags) {
    if (tag.startsWith('<script') && attr(tag, 'type') === 'module' && attr(tag, 'src')) {
      entry ??= attr(tag, 'src');
    } else if (tag.startsWith('<link')) {
      const rel = attr(tag, 'rel');
      const href = attr(tag, 'href');
      if (href && rel === 'modulepreload') preloads.push(href);
      if (href && rel === 'stylesheet') styles.push(href);
    }
  }
  if (!entry) throw new Error('dist/index.html has no <script type="module" src>: is this a Vite build?');
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '').join('');
  return { entry, preloads, styles, inlineCss };
}

/**
 * Relative specifiers a minified chunk imports statically (`import … from"./x.js"`,
 * `import"./x.js"`, `export … from"./x.js"`). Dynamic `import("./x.js")` is lazy and
 * deliberately not matched.
 */
export function staticImportsOf(code: string): string[] {
  const found = new Set<string>();
  const pattern = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g;
  for (const m of code.matchAll(pattern)) if (m[1]) found.add(m[1]);
  return [...found];
}

function sizeOf(distDir: string, file: string): ChunkSize {
  const content = readFileSync(path.join(distDir, file));
  return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: GZIP_LEVEL }).length };
}

function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const abs = path.join(dir, name);
    return statSync(abs).isDirectory() ? listFiles(abs, base) : [path.relative(base, abs).split(path.sep).join('/')];
  });
}

/** URL path from index.html ("/assets/x.js") → dist-relative file ("assets/x.js"). */
function toDistFile(url: string, base = ''): string {
  const clean = url.split(/[?#]/)[0] ?? url;
  return clean.startsWith('/') ? clean.slice(1) : path.posix.normalize(path.posix.join(base, clean));
}

function readModules(distDir: string): BundleModules | null {
  const file = path.join(distDir, BUNDLE_MODULES_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BundleModules) : null;
}

interface ModuleFindings {
  readonly topModules: TopModule[];
  readonly screenChunks: ScreenChunk[];
  readonly failures: string[];
}

function analyseModules(
  distDir: string,
  record: BundleModules,
  initial: ReadonlySet<string>,
  budgets: Budgets,
): ModuleFindings {
  const failures: string[] = [];
  const initialModules = record.chunks
    .filter((chunk) => initial.has(chunk.file))
    .flatMap((chunk) => chunk.modules.map((module) => ({ ...module, chunk: chunk.file })));

  for (const module of initialModules) {
    const later = LATER_MODULES.find(({ pattern }) => pattern.test(module.id));
    if (later) failures.push(`${module.id} (${later.what}) is in the login route's initial JS (${module.chunk})`);
  }

  // Lazy screens and layouts: each a dynamic import's own chunk, none loaded up front (the login
  // island imports its layout and Mobile No statically, so they are no lazy chunk's facade).
  const lazyViews = record.chunks.filter(
    (chunk) => chunk.isDynamicEntry && SCREEN_MODULE.test(chunk.facadeModule ?? ''),
  );
  for (const chunk of lazyViews) {
    const module = chunk.facadeModule ?? '';
    const carrier = initialModules.find((m) => m.id === module);
    if (carrier) failures.push(`${module} is a later page's screen, but the login route loads it (${carrier.chunk})`);
  }
  const screenChunks = lazyViews.map((chunk) => ({ ...sizeOf(distDir, chunk.file), module: chunk.facadeModule ?? '' }));
  for (const chunk of screenChunks) {
    if (chunk.gzipBytes > budgets.screenChunkGzipBytes) {
      failures.push(
        `${chunk.file} (${chunk.module}) is ${kb(chunk.gzipBytes)} gz, over the ${kb(budgets.screenChunkGzipBytes)} ` +
          'budget of one lazy screen',
      );
    }
  }

  const topModules = [...initialModules]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, TOP_MODULES)
    .map(({ id, chunk, renderedLength, gzipBytes }) => ({ id, chunk, renderedLength, gzipBytes }));
  return { topModules, screenChunks, failures };
}

export function analyseDist(distDir: string, budgets: Budgets = DEFAULT_BUDGETS): BundleReport {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const { entry, preloads, styles, inlineCss } = parseIndexHtml(html);

  // The static import graph from the entry, then from every modulepreloaded chunk as well.
  const walk = (starts: string[]): Set<string> => {
    const reached = new Set<string>();
    const queue = [...starts];
    while (queue.length > 0) {
      const file = queue.shift() as string;
      if (reached.has(file)) continue;
      reached.add(file);
      const code = readFileSync(path.join(distDir, file), 'utf8');
      for (const spec of staticImportsOf(code)) queue.push(toDistFile(spec, path.posix.dirname(file)));
    }
    return reached;
  };
  const fromEntry = walk([toDistFile(entry)]);
  const initial = walk([toDistFile(entry), ...preloads.map((p) => toDistFile(p))]);

  const allFiles = listFiles(distDir);
  const jsFiles = allFiles.filter((f) => /\.m?js$/.test(f));
  const initialJs = [...initial].map((f) => sizeOf(distDir, f));
  const lazyJs = jsFiles.filter((f) => !initial.has(f)).map((f) => sizeOf(distDir, f));
  const initialCss = styles.map((s) => sizeOf(distDir, toDistFile(s)));
  const initialJsGzipBytes = initialJs.reduce((sum, c) => sum + c.gzipBytes, 0);

  const markerHits: MarkerHit[] = [];
  for (const file of allFiles.filter((f) => /\.(?:m?js|html)$/.test(f))) {
    const text = readFileSync(path.join(distDir, file), 'utf8');
    for (const { marker, what } of FORBIDDEN_MARKERS) {
      if (text.includes(marker)) markerHits.push({ file, marker, what });
    }
  }

  const failures = markerHits.map((h) => `${h.file} contains '${h.marker}' (${h.what} must not ship)`);
  if (initialJsGzipBytes > budgets.initialJsGzipBytes) {
    failures.push(
      `login route initial JS is ${kb(initialJsGzipBytes)} gz, over the ${kb(budgets.initialJsGzipBytes)} budget`,
    );
  }
  const record = readModules(distDir);
  const modules: ModuleFindings = record
    ? analyseModules(distDir, record, initial, budgets)
    : { topModules: [], screenChunks: [], failures: [`${BUNDLE_MODULES_FILE} is missing: build with vite.config.ts`] };
  failures.push(...modules.failures);

  return {
    entry: toDistFile(entry),
    preloads: preloads.map((p) => toDistFile(p)),
    loginRouteJs: [...initial].filter((file) => !fromEntry.has(file)),
    initialJs,
    initialJsGzipBytes,
    initialCss,
    inlineCssBytes: Buffer.byteLength(inlineCss),
    budgetGzipBytes: budgets.initialJsGzipBytes,
    topModules: modules.topModules,
    screenChunks: modules.screenChunks,
    screenChunkBudgetGzipBytes: budgets.screenChunkGzipBytes,
    lazyJs,
    markerHits,
    failures,
  };
}

function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`; // kB as Vite prints them
}

function table(rows: string[][], rightAligned: number): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => r[i]?.length ?? 0))) ?? [];
  return rows
    .map((r) => r.map((cell, i) => (i >= rightAligned ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))))
    .map((r) => r.join('  ').trimEnd())
    .join('\n');
}

export function formatTable(report: BundleReport): string {
  const rows: string[][] = [['file', 'role', 'raw', 'gzip']];
  for (const c of report.initialJs) {
    const role =
      c.file === report.entry ? 'entry' : report.loginRouteJs.includes(c.file) ? 'login route' : 'static import';
    rows.push([c.file, role, kb(c.bytes), kb(c.gzipBytes)]);
  }
  for (const c of report.initialCss) rows.push([c.file, 'entry css', kb(c.bytes), kb(c.gzipBytes)]);
  if (report.inlineCssBytes > 0) rows.push(['index.html <style>', 'inline css', kb(report.inlineCssBytes), '']);
  const lazyBytes = report.lazyJs.reduce((s, c) => s + c.bytes, 0);
  const lazyGzip = report.lazyJs.reduce((s, c) => s + c.gzipBytes, 0);
  rows.push([`${report.lazyJs.length} lazy chunks`, 'on demand', kb(lazyBytes), kb(lazyGzip)]);
  const largestScreen = [...report.screenChunks].sort((a, b) => b.gzipBytes - a.gzipBytes)[0];
  if (largestScreen) {
    rows.push([
      `largest of ${report.screenChunks.length} screen chunks: ${largestScreen.file}`,
      `budget ${kb(report.screenChunkBudgetGzipBytes)}`,
      '',
      kb(largestScreen.gzipBytes),
    ]);
  }
  rows.push(['login route initial JS', `budget ${kb(report.budgetGzipBytes)}`, '', kb(report.initialJsGzipBytes)]);

  const modules = [['largest modules of the initial JS (own code, before minification)', 'chunk', 'gzip']];
  for (const m of report.topModules) modules.push([m.id, m.chunk, kb(m.gzipBytes)]);
  return `${table(rows, 2)}\n\n${table(modules, 2)}`;
}

function main(): void {
  const distDir = path.resolve(process.argv[2] ?? 'dist');
  const report = analyseDist(distDir);
  console.log(formatTable(report));
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/bundle.json', `${JSON.stringify(report, null, 2)}\n`);
  console.log('wrote reports/bundle.json');
  if (report.failures.length > 0) {
    for (const failure of report.failures) console.error(`FAIL ${failure}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
