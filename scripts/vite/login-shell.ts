// Vite plugin: puts the login screen into dist/index.html, so a first visit paints the logo,
// heading, mobile field, Send OTP and the marketing panel before any script has run.
//
// At build time it renders src/app/shell/render-login-shell.tsx (the login island a first visit
// boots, src/app/island/) with react-dom/server, through an SSR build of the same config, so the class names
// are the ones the client CSS defines. Then, in index.html:
// - the markup goes inside #root, marked data-login-shell; the island replaces it on its first
//   render with the same boxes (src/app/island/boot-island.tsx);
// - an inline script, run before the markup is parsed, hides it unless the address is a login
//   entry a signed-out visitor lands on (./login-shell-script.ts): a deep link never flashes it;
// - the CSS is inlined (one small stylesheet for the whole app), so nothing blocks the paint;
// - the app's scripts (the entry and, as modulepreloads, its static imports: the whole island)
//   wait in a <template> until the shell has painted (./login-shell-script.ts).

import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import {
  APP_SCRIPTS_ID,
  APP_SCRIPTS_LOADER,
  LOGIN_SHELL_ATTRIBUTE,
  LOGIN_SHELL_BRANDED_ATTRIBUTE,
  LOGIN_SHELL_OFF_ATTRIBUTE,
  LOGIN_SHELL_SCRIPT,
} from './login-shell-script.ts';

const SHELL_ENTRY = 'src/app/shell/render-login-shell.tsx';

async function renderShell(config: ResolvedConfig): Promise<string> {
  // Inside the project, so the SSR output's bare imports (react-dom/server …) resolve; a folder of
  // this build's own, since `npm test` runs two builds side by side (the production and the browser
  // suite's, scripts/run-suite.ts) and each empties its folder.
  const cache = path.join(config.root, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const outDir = mkdtempSync(path.join(cache, 'saakh-login-shell-'));
  try {
    await build({
      root: config.root,
      configFile: config.configFile,
      mode: config.mode,
      logLevel: 'warn',
      build: {
        ssr: SHELL_ENTRY,
        outDir,
        emptyOutDir: true,
        copyPublicDir: false,
        minify: false,
        rolldownOptions: { output: { entryFileNames: 'render-login-shell.mjs' } },
      },
    });
    const module = (await import(pathToFileURL(path.join(outDir, 'render-login-shell.mjs')).href)) as {
      renderLoginShell: () => string;
    };
    return module.renderLoginShell();
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

// Marks the shell's root element; the inline script keeps a press of Send OTP before the app has
// loaded from reloading the page (./login-shell-script.ts), so the shell must hold its one form.
function markShell(markup: string): string {
  const opening = /^<(\w+)/.exec(markup);
  if (!opening) throw new Error('login shell: the rendered markup does not start with an element');
  if (markup.split('<form ').length !== 2) throw new Error('login shell: expected exactly one <form>');
  return markup.replace(opening[0], `${opening[0]} ${LOGIN_SHELL_ATTRIBUTE}`);
}

/** The class names the markup uses that no rule in the stylesheet mentions. */
export function unstyledClasses(markup: string, css: string): string[] {
  const classes = new Set([...markup.matchAll(/class="([^"]+)"/g)].flatMap((m) => (m[1] ?? '').split(/\s+/)));
  return [...classes].filter((name) => name !== '' && !css.includes(`.${name}`));
}

export function loginShell(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'saakh:login-shell',
    // The client build only: the nested SSR build below loads this config too.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const base = config.base;

        const stylesheets = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)];
        let css = '';
        for (const [tag, href] of stylesheets) {
          const asset = bundle[(href ?? '').slice(base.length)];
          if (asset?.type !== 'asset') throw new Error(`login shell: ${href} is not in the bundle`);
          css += String(asset.source);
          html = html.replace(tag, '');
        }
        const shell = `[${LOGIN_SHELL_ATTRIBUTE}]`;
        const shellRules =
          `html[${LOGIN_SHELL_OFF_ATTRIBUTE}] ${shell}{display:none}` +
          `html[${LOGIN_SHELL_BRANDED_ATTRIBUTE}] ${shell} svg[aria-label="Saakh"]{visibility:hidden}`;
        const style = `<style>${shellRules}${css}</style>`;

        const markup = await renderShell(config);
        const unstyled = unstyledClasses(markup, css);
        if (unstyled.length > 0) {
          throw new Error(`login shell: classes without CSS (SSR and client builds disagree?): ${unstyled.join(' ')}`);
        }

        // The entry script and modulepreloads Vite wrote (the entry's static imports).
        const appTags = [
          ...html.matchAll(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g),
        ].map((m) => m[0]);
        for (const tag of appTags) html = html.replace(tag, '');
        const scripts = appTags.join('');

        if (!html.includes('<div id="root"></div>')) throw new Error('login shell: index.html has no empty #root');
        const page = html
          .replace('</head>', `  ${style}\n  </head>`)
          .replace(
            '<div id="root"></div>',
            `<script>${LOGIN_SHELL_SCRIPT}</script>\n    <div id="root">${markShell(markup)}</div>\n    ` +
              `<template id="${APP_SCRIPTS_ID}">${scripts}</template>\n    <script>${APP_SCRIPTS_LOADER}</script>`,
          );
        // The page's CSP (server/http/app-headers.ts) allows inline scripts by hash only: an
        // inline event handler would be refused by the browser, so it fails the build instead.
        const handler = /<[^>]*\son[a-z]+\s*=/i.exec(page);
        if (handler) throw new Error(`login shell: an inline event handler would be refused by the CSP: ${handler[0]}`);
        return page;
      },
    },
  };
}
