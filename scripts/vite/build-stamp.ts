// Vite plugin: a finished client build marks dist/ with the VITE_* settings it was built with
// (server/build-if-needed.ts). `npm start` then serves any build that still matches the source
// instead of building again: `npm test`'s bundle budget builds once, and the Lighthouse and
// browser stages' servers reuse that build (it used to be rebuilt, some 8 s on 2 cores).
// Listed after precompress() in vite.config.ts: the stamp says the whole of dist/ is written.

import type { Plugin } from 'vite';
import { writeStamp } from '../../server/build-if-needed.ts';
import { afterClientBuild } from './after-client-build.ts';

export function buildStamp(): Plugin {
  return afterClientBuild('saakh:build-stamp', (outDir) => writeStamp(outDir, process.env));
}
