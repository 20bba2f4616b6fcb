// A Vite plugin that runs once the client build has written its output folder (never in the
// dev server, nor in the login shell's nested SSR build). Plugins of this kind run in the order
// the config lists them: precompressed copies first, the build stamp last.

import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

export function afterClientBuild(name: string, handler: (outDir: string) => unknown): Plugin {
  let config: ResolvedConfig;
  return {
    name,
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await handler(path.resolve(config.root, config.build.outDir));
      },
    },
  };
}
