// Vite plugin: a finished client build marks dist/ with the VITE_* settings it was built with
// (server/build-if-needed.ts). `npm start` then serves any build that still matches the source
// instead of building again: `npm test`'s bundle budget builds once, and the Lighthouse and
// browser stages' servers reuse that build (it used to be rebuilt, some 8 s on 2 cores).

import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { writeStamp } from '../../server/build-if-needed.ts';

export function buildStamp(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'saakh:build-stamp',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      // After the precompressed copies: the stamp says the whole of dist/ is written.
      order: 'post',
      sequential: true,
      handler() {
        writeStamp(path.resolve(config.root, config.build.outDir), process.env);
      },
    },
  };
}
