import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { bundleModules } from './scripts/vite/bundle-modules.ts';
import { staticClosureOf } from './scripts/vite/login-chunk.ts';
import { loginShell } from './scripts/vite/login-shell.ts';
import { precompress } from './scripts/vite/precompress.ts';
import { buildStamp } from './scripts/vite/build-stamp.ts';
import { appVersionDefines } from './scripts/vite/app-version.ts';
import { distDirName } from './server/build-if-needed.ts';

// The sandbox API listens here during `npm run dev`; Vite proxies API calls to it.
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 3001);
const apiPrefixes = ['/v1', '/v2', '/v3', '/v4', '/v5', '/v6', '/__sandbox'];

// The packages every route runs on, the login island included: one long-cached chunk instead of
// the handful of small ones the bundler would cut along lazy-chunk boundaries.
const FRAMEWORK_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'xstate',
  '@xstate/react',
  'use-sync-external-store',
  'use-isomorphic-layout-effect',
  'ky',
  'valibot',
  'jwt-decode',
];
const FRAMEWORK = new RegExp(`node_modules/(?:${FRAMEWORK_PACKAGES.join('|')})/`);
// The router comes with the full app only (the login island runs without it): a chunk of its own.
const ROUTER = /node_modules\/react-router(?:-dom)?\//;

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), loginShell(), bundleModules(), precompress(), buildStamp()],
  // The app's version and build (src/lib/app-version.ts reads them).
  define: appVersionDefines(import.meta.dirname),
  resolve: {
    // @xstate/react imports the shims for React 17 and older; React 19 has the hook itself, and
    // the non-shim builds use it (about 0.7 kB gzip less in every route's JS).
    alias: [
      { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' },
      { find: /^use-sync-external-store\/shim$/, replacement: 'react' },
    ],
  },
  server: {
    proxy: Object.fromEntries(
      apiPrefixes.map((prefix) => [prefix, { target: `http://127.0.0.1:${sandboxPort}`, changeOrigin: false }]),
    ),
  },
  build: {
    // dist/, or dist-browser-suite/ for the browser suite's build (server/build-if-needed.ts).
    outDir: distDirName(process.env),
    sourcemap: false,
    // Class fields as written (ky's private fields, xstate's classes) instead of WeakMap helpers:
    // 0.7 kB gzip off the login route. Browsers with ES2022 (Chrome 94, Firefox 93, Safari 16.4); Vite's own
    // default asks for more.
    target: 'es2022',
    // One stylesheet for the whole app (about 5 kB compressed), inlined into index.html by the
    // login shell: no render-blocking request, and no lazy chunk waits for its own CSS.
    cssCodeSplit: false,
    // Browsers without modulepreload still load every module, only later.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // Barrel files (index.ts) only re-export: an import through one must not drag every
        // re-exported module (radio group, OTP input …) into the importer's chunk.
        moduleSideEffects: [{ test: /\/(src|rules|machines)\/(.+\/)?index\.ts$/, sideEffects: false }],
        // Valibot's constructors are pure, but the bundler keeps a call whose result nobody reads
        // (the request schemas, which document the wire and which no browser code parses with):
        // every call on `v` (`import * as v from 'valibot'`, the project's one spelling) may be
        // dropped when unused. The name is matched in every module; on 25 Nov 2026 the output
        // differed only by such schemas. The lint forbids a `v.…()` statement (eslint.config.js).
        manualPureFunctions: ['v'],
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK },
            { name: 'router', test: ROUTER },
            { name: staticClosureOf('src/main.tsx', 'login'), debugName: 'login' },
          ],
        },
      },
    },
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/browser/**', 'node_modules/**'],
    environment: 'node',
    setupFiles: ['tests/support/setup.ts'],
    // Most of the unit stage was starting files, not running tests: every file re-imported its
    // module graph (xstate, hono, the machines) in a fresh context, on one worker (vitest's
    // default is a core fewer than the machine has). Files share a worker's modules instead
    // (no test relies on a fresh module state: each builds its own sandbox, actor and DOM), on
    // threads, which start faster than forks, and on every core.
    pool: 'threads',
    isolate: false,
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
  },
});
