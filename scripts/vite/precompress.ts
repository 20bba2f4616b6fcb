// Vite plugin: once the client build is written, every text file in it gets its Brotli and
// gzip copies (server/static/precompress.ts), which `npm start` serves by Accept-Encoding.

import type { Plugin } from 'vite';
import { precompressDir } from '../../server/static/precompress.ts';
import { afterClientBuild } from './after-client-build.ts';

export function precompress(): Plugin {
  return afterClientBuild('saakh:precompress', precompressDir);
}
