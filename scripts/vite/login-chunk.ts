// Code-splitting group for the login route: every module the entry reaches by static imports
// (the login island, ADR 010), apart from the framework chunk, goes into one chunk. Left to
// itself the bundler cuts the island along the lines its lazy chunks share (the API client,
// the fields, the OTP chart …), and every extra chunk adds its import and export lists to the
// login route's initial JS.

import path from 'node:path';

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** A `name` function for `codeSplitting.groups`: `chunkName` for the entry's static closure, else null. */
export function staticClosureOf(entry: string, chunkName: string) {
  const entryId = path.resolve(entry);
  let closure: Set<string> | null = null;
  const closureOf = (graph: ModuleGraph): Set<string> => {
    const reached = new Set<string>();
    const queue = [entryId];
    while (queue.length > 0) {
      const id = queue.pop() as string;
      if (reached.has(id)) continue;
      reached.add(id);
      // A barrel lists every module it re-exports, used or not (the Radix dialog behind
      // src/ui/index.ts); the modules used through it join as the group's dependencies.
      if (!/\/index\.ts$/.test(id)) queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    return reached;
  };
  return (id: string, graph: ModuleGraph): string | null => {
    closure ??= closureOf(graph);
    return closure.has(id) && id !== entryId ? chunkName : null;
  };
}
