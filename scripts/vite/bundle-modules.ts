// Vite plugin: records which source modules went into which chunk, so scripts/check-bundle.ts
// can say what the login route's initial JS is made of, not only how big it is.
//
// The sizes are Rollup's module info: `renderedLength` and the gzip of each module's rendered
// code, taken before minification. They rank modules against each other; the chunk files'
// own gzip sizes (measured by check-bundle) are what the budget is held to.

import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Where the record is written, inside the build output (the static server never serves dot folders). */
export const BUNDLE_MODULES_FILE = '.vite/bundle-modules.json';

export interface ModuleSize {
  /** Repo-relative path, or `npm:<package path>` for a dependency. */
  readonly id: string;
  readonly renderedLength: number;
  readonly gzipBytes: number;
}

export interface ChunkModules {
  readonly file: string;
  readonly isEntry: boolean;
  readonly isDynamicEntry: boolean;
  /** The module the chunk stands for (a dynamic import's target), repo-relative. */
  readonly facadeModule: string | null;
  readonly imports: readonly string[];
  readonly dynamicImports: readonly string[];
  readonly modules: readonly ModuleSize[];
}

export interface BundleModules {
  readonly chunks: readonly ChunkModules[];
}

export function shortModuleId(root: string, id: string): string {
  const clean = id.replace(/^\0/, '').split('?')[0] ?? id;
  const nodeModules = clean.lastIndexOf('/node_modules/');
  if (nodeModules >= 0) return `npm:${clean.slice(nodeModules + '/node_modules/'.length)}`;
  return path.isAbsolute(clean) ? path.relative(root, clean).split(path.sep).join('/') : clean;
}

export function bundleModules(): Plugin {
  let root = process.cwd();
  return {
    name: 'saakh:bundle-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const chunks: ChunkModules[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules = Object.entries(output.modules)
          .map(([id, info]) => ({
            id: shortModuleId(root, id),
            renderedLength: info.renderedLength,
            gzipBytes: info.code ? gzipSync(info.code).length : 0,
          }))
          .filter((module) => module.renderedLength > 0)
          .sort((a, b) => b.gzipBytes - a.gzipBytes);
        chunks.push({
          file: output.fileName,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          facadeModule: output.facadeModuleId ? shortModuleId(root, output.facadeModuleId) : null,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules,
        });
      }
      const record: BundleModules = { chunks };
      this.emitFile({ type: 'asset', fileName: BUNDLE_MODULES_FILE, source: `${JSON.stringify(record, null, 1)}\n` });
    },
  };
}
