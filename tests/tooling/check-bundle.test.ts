import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { analyseDist, formatTable, parseIndexHtml, staticImportsOf } from '../../scripts/check-bundle.ts';

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
  it('finds the entry script, modulepreloads and stylesheets', () => {
    expect(parseIndexHtml(indexHtml)).toEqual({
      entry: '/assets/index-abc.js',
      preloads: ['/assets/react-def.js'],
      styles: ['/assets/index-abc.css'],
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

describe('analyseDist', () => {
  const chunks = {
    'index.html': indexHtml,
    'assets/index-abc.js': 'import{r}from"./react-def.js";import"./util-1.js";const s=()=>import("./screen-9.js");',
    'assets/react-def.js': `export const r=${JSON.stringify('x'.repeat(2000))};`,
    'assets/util-1.js': 'export const u=1;',
    'assets/screen-9.js': 'export default "screen";',
    'assets/index-abc.css': 'body{margin:0}',
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
    const report = analyseDist(dist(chunks), 10);
    expect(report.failures).toHaveLength(1);
    expect(report.failures[0]).toMatch(/over the 0\.0 kB budget/);
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
});
