// Production bundle budget, run by `npm run test:budget` after `vite build`.
//
//   node --import tsx scripts/check-bundle.ts [distDir]
//
// 1. No production file may carry dev-only code: the Stately inspector (loaded only by a
//    DEV-branch dynamic import), the staging deployment panel, or sandbox control paths.
// 2. The JS a browser must load before the login route can render (the entry chunk plus
//    everything it imports statically) must stay under a gzip budget.
// Results are printed as a table and written to reports/bundle.json.

import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The login route's initial JS, gzipped (kB = 1000 bytes, as Vite prints). A bare React 19 app is about 136 kB. */
export const INITIAL_JS_BUDGET_GZIP_BYTES = 180_000;

export const FORBIDDEN_MARKERS: readonly { marker: string; what: string }[] = [
  { marker: '@statelyai/inspect', what: 'Stately inspector' },
  { marker: 'createBrowserInspector', what: 'Stately inspector' },
  { marker: 'stately.ai/registry/inspect', what: 'Stately inspector' },
  { marker: 'STAGING_PANEL', what: 'staging deployment panel' },
  { marker: '/__sandbox', what: 'sandbox control API path' },
];

export interface ChunkSize {
  readonly file: string;
  readonly bytes: number;
  readonly gzipBytes: number;
}

export interface MarkerHit {
  readonly file: string;
  readonly marker: string;
  readonly what: string;
}

export interface BundleReport {
  readonly entry: string;
  readonly initialJs: readonly ChunkSize[];
  readonly initialJsGzipBytes: number;
  readonly initialCss: readonly ChunkSize[];
  readonly budgetGzipBytes: number;
  readonly lazyJs: readonly ChunkSize[];
  readonly markerHits: readonly MarkerHit[];
  readonly failures: readonly string[];
}

/** The entry script and modulepreload links Vite writes into index.html. */
export function parseIndexHtml(html: string): { entry: string; preloads: string[]; styles: string[] } {
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
  return { entry, preloads, styles };
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
  return { file, bytes: content.length, gzipBytes: gzipSync(content).length };
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

export function analyseDist(distDir: string, budgetGzipBytes = INITIAL_JS_BUDGET_GZIP_BYTES): BundleReport {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const { entry, preloads, styles } = parseIndexHtml(html);

  // Walk the static import graph from the entry; modulepreload links are a cross-check.
  const initial = new Set<string>();
  const queue = [toDistFile(entry), ...preloads.map((p) => toDistFile(p))];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (initial.has(file)) continue;
    initial.add(file);
    const code = readFileSync(path.join(distDir, file), 'utf8');
    for (const spec of staticImportsOf(code)) queue.push(toDistFile(spec, path.posix.dirname(file)));
  }

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
  if (initialJsGzipBytes > budgetGzipBytes) {
    failures.push(`login route initial JS is ${kb(initialJsGzipBytes)} gz, over the ${kb(budgetGzipBytes)} budget`);
  }

  return {
    entry: toDistFile(entry),
    initialJs,
    initialJsGzipBytes,
    initialCss,
    budgetGzipBytes,
    lazyJs,
    markerHits,
    failures,
  };
}

function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`; // kB as Vite prints them
}

export function formatTable(report: BundleReport): string {
  const rows: [string, string, string, string][] = [['file', 'role', 'raw', 'gzip']];
  for (const c of report.initialJs)
    rows.push([c.file, c.file === report.entry ? 'entry' : 'static import', kb(c.bytes), kb(c.gzipBytes)]);
  for (const c of report.initialCss) rows.push([c.file, 'entry css', kb(c.bytes), kb(c.gzipBytes)]);
  const lazyBytes = report.lazyJs.reduce((s, c) => s + c.bytes, 0);
  const lazyGzip = report.lazyJs.reduce((s, c) => s + c.gzipBytes, 0);
  rows.push([`${report.lazyJs.length} lazy chunks`, 'on demand', kb(lazyBytes), kb(lazyGzip)]);
  rows.push(['login route initial JS', `budget ${kb(report.budgetGzipBytes)}`, '', kb(report.initialJsGzipBytes)]);
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i]?.length ?? 0)));
  return rows
    .map((r) => r.map((cell, i) => (i >= 2 ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join('  '))
    .join('\n');
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
