// Vite plugin: once the client build is written, every text file in it gets its Brotli and
// gzip copies (server/static/precompress.ts), which `npm start` serves by Accept-Encoding.

import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { precompressDir } from '../../server/static/precompress.ts';

export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'saakh:precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressDir(path.resolve(config.root, config.build.outDir));
      },
    },
  };
}
