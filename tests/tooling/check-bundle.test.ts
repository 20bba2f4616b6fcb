import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_BUDGETS,
  analyseDist,
  formatTable,
  parseIndexHtml,
  staticImportsOf,
} from '../../scripts/check-bundle.ts';
import { JOURNEY_TRANSITIONS_BINDING, JOURNEY_TRANSITIONS_BUFFER } from '../../src/app/journey-observer.ts';
import type { BundleModules, ChunkModules } from '../../scripts/vite/bundle-modules.ts';

const dists: string[] = [];

function dist(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'dist-'));
  dists.push(root);
  for (const [rel, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), body);
  }
  return root;
}

afterEach(() => {
  for (const root of dists.splice(0)) rmSync(root, { recursive: true, force: true });
});

const indexHtml = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-def.js">
<link rel="stylesheet" crossorigin href="/assets/index-abc.css">
</head><body><div id="root"></div></body></html>`;

describe('parseIndexHtml', () => {
  it('finds the entry script, modulepreloads, stylesheets and inline CSS', () => {
    expect(parseIndexHtml(indexHtml.replace('</head>', '<style>body{margin:0}</style></head>'))).toEqual({
      entry: '/assets/index-abc.js',
      preloads: ['/assets/react-def.js'],
      styles: ['/assets/index-abc.css'],
      inlineCss: 'body{margin:0}',
    });
  });

  it('refuses a page without a module entry', () => {
    expect(() => parseIndexHtml('<html><body></body></html>')).toThrow(/no <script type="module"/);
  });
});

describe('staticImportsOf', () => {
  it('follows minified static imports and re-exports but not dynamic ones', () => {
    const code =
      'import{a as b,c}from"./react-def.js";import"./side.js";export{x}from"./re.js";' +
      'const l=()=>import("./lazy-1.js");__vitePreload(()=>import("./lazy-2.js"),[]);';
    expect(staticImportsOf(code).sort()).toEqual(['./re.js', './react-def.js', './side.js']);
  });
});

function chunk(file: string, modules: string[], extra: Partial<ChunkModules> = {}): ChunkModules {
  return {
    file,
    isEntry: false,
    isDynamicEntry: false,
    facadeModule: null,
    imports: [],
    dynamicImports: [],
    modules: modules.map((id, i) => ({ id, renderedLength: 100 * (i + 1), gzipBytes: 10 * (i + 1) })),
    ...extra,
  };
}

const record = (...chunks: ChunkModules[]): string => JSON.stringify({ chunks } satisfies BundleModules);

describe('analyseDist', () => {
  const screen = { isDynamicEntry: true, facadeModule: 'src/screens/dashboard/Dashboard.tsx' };
  const modules = [
    chunk('assets/index-abc.js', ['src/main.tsx', 'src/app/App.tsx'], { isEntry: true }),
    chunk('assets/react-def.js', ['npm:react-dom/client.js', 'npm:react/index.js']),
    chunk('assets/util-1.js', ['src/lib/util.ts']),
    chunk('assets/screen-9.js', ['src/screens/dashboard/Dashboard.tsx'], screen),
  ];
  const chunks = {
    'index.html': indexHtml,
    'assets/index-abc.js': 'import{r}from"./react-def.js";import"./util-1.js";const s=()=>import("./screen-9.js");',
    'assets/react-def.js': `export const r=${JSON.stringify('x'.repeat(2000))};`,
    'assets/util-1.js': 'export const u=1;',
    'assets/screen-9.js': 'export default "screen";',
    'assets/index-abc.css': 'body{margin:0}',
    '.vite/bundle-modules.json': record(...modules),
  };

  it('counts the entry and its static imports as the initial JS, and the rest as lazy', () => {
    const report = analyseDist(dist(chunks));
    expect(report.entry).toBe('assets/index-abc.js');
    expect(report.initialJs.map((c) => c.file).sort()).toEqual([
      'assets/index-abc.js',
      'assets/react-def.js',
      'assets/util-1.js',
    ]);
    expect(report.lazyJs.map((c) => c.file)).toEqual(['assets/screen-9.js']);
    expect(report.initialJsGzipBytes).toBe(report.initialJs.reduce((s, c) => s + c.gzipBytes, 0));
    expect(report.initialJsGzipBytes).toBeLessThan(report.initialJs.reduce((s, c) => s + c.bytes, 0));
    expect(report.failures).toEqual([]);
    expect(formatTable(report)).toMatch(/login route initial JS/);
  });

  it('fails when the initial JS is over budget', () => {
    const report = analyseDist(dist(chunks), { ...DEFAULT_BUDGETS, initialJsGzipBytes: 10 });
    expect(report.failures).toHaveLength(1);
    expect(report.failures[0]).toMatch(/over the 0\.0 kB budget/);
  });

  it('lists the largest modules of the initial JS, not those of lazy chunks', () => {
    const report = analyseDist(dist(chunks));
    expect(report.topModules.map((m) => `${m.id} ${m.chunk} ${m.gzipBytes}`)).toEqual([
      'src/app/App.tsx assets/index-abc.js 20',
      'npm:react/index.js assets/react-def.js 20',
      'src/main.tsx assets/index-abc.js 10',
      'npm:react-dom/client.js assets/react-def.js 10',
      'src/lib/util.ts assets/util-1.js 10',
    ]);
  });

  it('sizes each lazy screen chunk and fails one over its budget', () => {
    const fits = analyseDist(dist(chunks));
    expect(fits.screenChunks).toEqual([
      expect.objectContaining({ file: 'assets/screen-9.js', module: 'src/screens/dashboard/Dashboard.tsx' }),
    ]);
    const over = analyseDist(dist(chunks), { ...DEFAULT_BUDGETS, screenChunkGzipBytes: 10 });
    expect(over.failures).toEqual([expect.stringMatching(/screen-9\.js .*over the 0\.0 kB budget of one lazy screen/)]);
  });

  it('fails when the login route loads what only later pages or actions need', () => {
    const report = analyseDist(
      dist({
        ...chunks,
        '.vite/bundle-modules.json': record(
          chunk(
            'assets/index-abc.js',
            ['src/main.tsx', 'machines/onboarding/kyc.machine.ts', 'src/journeys/onboarding/drafts.ts'],
            { isEntry: true },
          ),
          chunk('assets/react-def.js', [
            'npm:@radix-ui/react-dialog/dist/index.mjs',
            'npm:pdfjs-dist/build/pdf.mjs',
            'npm:react-router/dist/development/index.mjs',
            'src/routes/route-table.ts',
          ]),
          chunk('assets/util-1.js', ['src/screens/dashboard/Dashboard.tsx', 'machines/login/login.machine.ts']),
          chunk('assets/screen-9.js', ['src/screens/dashboard/Dashboard.tsx'], screen),
        ),
      }),
    );
    expect(report.failures).toEqual([
      expect.stringMatching(/^machines\/onboarding\/kyc\.machine\.ts \(a journey machine other than login/),
      expect.stringMatching(/^src\/journeys\/onboarding\/drafts\.ts \(the onboarding journey and its drafts\)/),
      expect.stringMatching(/^npm:@radix-ui\/react-dialog.* \(the Radix dialog/),
      expect.stringMatching(/^npm:pdfjs-dist.* \(the PDF tools/),
      expect.stringMatching(/^npm:react-router\/.* \(react-router \(the full app's/),
      expect.stringMatching(/^src\/routes\/route-table\.ts \(the route table and the guard/),
      expect.stringMatching(/^src\/screens\/dashboard\/Dashboard\.tsx is a later page's screen.*assets\/util-1\.js/),
    ]);
  });

  it('fails without the module record of the build', () => {
    const { '.vite/bundle-modules.json': _record, ...withoutRecord } = chunks;
    expect(analyseDist(dist(withoutRecord)).failures).toEqual([
      expect.stringMatching(/bundle-modules\.json is missing/),
    ]);
  });

  it('fails when a lazy chunk carries the inspector, the staging panel or sandbox paths', () => {
    const report = analyseDist(
      dist({
        ...chunks,
        'assets/inspector-1.js': 'import{createBrowserInspector}from"@statelyai/inspect";',
        'assets/staging-2.js': 'const STAGING_PANEL=1;fetch("/__sandbox/otp/9876543210");',
      }),
    );
    expect(report.markerHits.map((h) => `${h.file} ${h.marker}`).sort()).toEqual([
      'assets/inspector-1.js @statelyai/inspect',
      'assets/inspector-1.js createBrowserInspector',
      'assets/staging-2.js /__sandbox',
      'assets/staging-2.js STAGING_PANEL',
    ]);
    expect(report.failures).toHaveLength(4);
  });

  it("fails when a chunk carries the browser suite's journey observer (a test build)", () => {
    const observer = `const b="${JOURNEY_TRANSITIONS_BINDING}",q="${JOURNEY_TRANSITIONS_BUFFER}";`;
    const report = analyseDist(dist({ ...chunks, 'assets/journey-observer-1.js': observer }));
    expect(report.markerHits.map((h) => `${h.file} ${h.marker}`)).toEqual([
      'assets/journey-observer-1.js __journeyTransition',
    ]);
    expect(report.failures).toEqual([expect.stringMatching(/journey observer must not ship/)]);
  });
});
