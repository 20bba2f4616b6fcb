import ts from 'typescript';
import type { MachineSource } from './registry.ts';
import {
  enclosingFunctionName,
  localConstant,
  propertyName,
  returnedExpressions,
  unwrap,
  type SourceTree,
} from './source.ts';

// Which file of the app's runtime implements each actor a machine names: machines declare
// actors by name and the app supplies them with `<machine>.provide({ actors: { name: … } })`
// somewhere under src/journeys. The scan follows what that object is built from (spreads,
// `createXActors(client)` calls, constants, imported functions) to the property that names
// the actor, and notes when the implementation is itself a registered machine.

export const RUNTIME_DIR = 'src/journeys';
// Calls: the shared resources (src/api/) and a journey's own (src/journeys/<journey>/api/, ADR 043).
const API_FILE = /^src\/(?:api\/|journeys\/[^/]+\/api\/)/;
const MAX_DEPTH = 6;

export interface ActorProvision {
  /** The journey whose machine receives the actor. */
  journey: string;
  actor: string;
  /** The file holding the property that names the actor. */
  file: string;
  /** The function that property sits in. */
  within: string | null;
  /** When the implementation is a registered journey machine: that journey. */
  machine: string | null;
  /** The src/api modules the implementation calls, through the app's own functions it uses. */
  apiFiles: string[];
}

/** A `.provide()` of a registered machine: where the app gives that machine its implementations. */
export interface ProvideSite {
  journey: string;
  file: string;
  within: string | null;
}

export interface RuntimeScan {
  provisions: ActorProvision[];
  sites: ProvideSite[];
}

interface Entry {
  name: string;
  file: string;
  node: ts.Node;
  value: ts.Expression | null;
}

export function scanRuntime(tree: SourceTree, machines: readonly MachineSource[]): RuntimeScan {
  const scanner = new Scanner(tree, machines);
  const calls: { journey: string; file: string; call: ts.CallExpression }[] = [];
  for (const file of tree.files(RUNTIME_DIR)) {
    const sf = tree.parse(file);
    if (!sf) continue;
    const visit = (node: ts.Node): void => {
      const journey = ts.isCallExpression(node) ? scanner.providedJourney(node, file) : null;
      if (journey && ts.isCallExpression(node)) calls.push({ journey, file, call: node });
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  const provisions = calls.flatMap(({ journey, file, call }) =>
    scanner.actorEntries(call, file).map((entry): ActorProvision => ({
      journey,
      actor: entry.name,
      file: entry.file,
      within: enclosingFunctionName(entry.node),
      machine: entry.value ? scanner.machineOf(entry.value, entry.file, 0) : null,
      apiFiles: scanner.apiFiles(entry.value ? [entry.node, entry.value] : [entry.node], entry.file),
    })),
  );
  const sites = calls.map(({ journey, file, call }) => ({ journey, file, within: enclosingFunctionName(call) }));
  return { provisions: dedupe(provisions), sites: dedupe(sites) };
}

function dedupe<T>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = JSON.stringify(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

class Scanner {
  constructor(
    private readonly tree: SourceTree,
    private readonly machines: readonly MachineSource[],
  ) {}

  /** The registered journey an identifier in `file` refers to, when it imports a machine. */
  journeyOf(file: string, name: string): string | null {
    const imported = this.tree.imports(file).get(name);
    if (!imported) return null;
    const match = this.machines.find((m) => m.file === imported.file && m.exportName === imported.name);
    return match?.journey ?? null;
  }

  /** For `<machine>.provide(…)`: the machine's journey. */
  providedJourney(call: ts.CallExpression, file: string): string | null {
    const callee = call.expression;
    if (!ts.isPropertyAccessExpression(callee) || callee.name.text !== 'provide') return null;
    const target = unwrap(callee.expression);
    return ts.isIdentifier(target) ? this.journeyOf(file, target.text) : null;
  }

  actorEntries(call: ts.CallExpression, file: string): Entry[] {
    const [options] = call.arguments;
    const config = options ? unwrap(options) : null;
    if (!config || !ts.isObjectLiteralExpression(config)) return [];
    for (const property of config.properties) {
      if (ts.isPropertyAssignment(property) && propertyName(property.name) === 'actors') {
        return this.entries(property.initializer, file, 0);
      }
      if (ts.isShorthandPropertyAssignment(property) && property.name.text === 'actors') {
        return this.entries(property.name, file, 0);
      }
    }
    return [];
  }

  private entries(expression: ts.Expression, file: string, depth: number): Entry[] {
    if (depth > MAX_DEPTH) return [];
    const expr = unwrap(expression);
    if (ts.isObjectLiteralExpression(expr)) return expr.properties.flatMap((p) => this.entriesOf(p, file, depth));
    if (ts.isIdentifier(expr)) {
      const local = localConstant(expr, expr.text);
      if (local) return this.entries(local, file, depth + 1);
      const declared = this.tree.lookup(file, expr.text);
      return declared?.initializer ? this.entries(declared.initializer, declared.file, depth + 1) : [];
    }
    if (ts.isCallExpression(expr) && ts.isIdentifier(expr.expression)) {
      const declared = this.tree.lookup(file, expr.expression.text);
      if (!declared?.body) return [];
      return returnedExpressions(declared.body).flatMap((ret) => this.entries(ret, declared.file, depth + 1));
    }
    return [];
  }

  private entriesOf(property: ts.ObjectLiteralElementLike, file: string, depth: number): Entry[] {
    if (ts.isSpreadAssignment(property)) return this.entries(property.expression, file, depth + 1);
    if (ts.isShorthandPropertyAssignment(property)) {
      const name = property.name.text;
      return [{ name, file, node: property, value: localConstant(property, name) ?? property.name }];
    }
    const name = property.name ? propertyName(property.name) : null;
    if (!name) return [];
    const value = ts.isPropertyAssignment(property) ? property.initializer : null;
    return [{ name, file, node: property, value }];
  }

  /** src/api modules named in `nodes`, following the app's own functions and constants they use. */
  apiFiles(nodes: readonly ts.Node[], file: string, seen: Set<string> = new Set()): string[] {
    const found = new Set<string>();
    const imports = this.tree.imports(file);
    const follow = (declared: { node: ts.Node; file: string } | null) => {
      if (declared) for (const api of this.apiFiles([declared.node], declared.file, seen)) found.add(api);
    };
    const visit = (node: ts.Node): void => {
      // `(await calls()).name(…)`, where `calls = () => import('./module.ts')`: a call the actor
      // imports on first use (src/journeys/session/actors.ts) is followed into that module.
      if (ts.isPropertyAccessExpression(node)) {
        const lazy = this.lazyModule(node.expression, file);
        if (lazy) follow(this.tree.declaration(lazy, node.name.text));
      }
      if (ts.isIdentifier(node) && !isPropertyName(node) && !seen.has(`${file}#${node.text}`)) {
        seen.add(`${file}#${node.text}`);
        const imported = imports.get(node.text);
        if (imported && API_FILE.test(imported.file)) found.add(imported.file);
        else if (imported?.file.startsWith(RUNTIME_DIR)) follow(this.tree.declaration(imported.file, imported.name));
        else if (!imported) follow(this.tree.declaration(file, node.text));
      }
      ts.forEachChild(node, visit);
    };
    for (const node of nodes) visit(node);
    return [...found].sort();
  }

  /** The file an expression imports, for `await import('./x.ts')` or `await f()` with `f = () => import(…)`. */
  private lazyModule(expression: ts.Expression, file: string): string | null {
    const awaited = unwrap(expression);
    if (!ts.isAwaitExpression(awaited)) return null;
    let call = unwrap(awaited.expression);
    if (ts.isCallExpression(call) && ts.isIdentifier(call.expression)) {
      const body = this.tree.declaration(file, call.expression.text)?.body;
      if (body && ts.isExpression(body)) call = unwrap(body);
    }
    if (!ts.isCallExpression(call) || call.expression.kind !== ts.SyntaxKind.ImportKeyword) return null;
    const [specifier] = call.arguments;
    return specifier && ts.isStringLiteral(specifier) ? this.tree.resolve(file, specifier.text) : null;
  }

  /** The registered journey whose machine an expression evaluates to (provided or as written). */
  machineOf(expression: ts.Expression, file: string, depth: number): string | null {
    if (depth > MAX_DEPTH) return null;
    const expr = unwrap(expression);
    if (ts.isCallExpression(expr)) {
      const provided = this.providedJourney(expr, file);
      if (provided) return provided;
      if (!ts.isIdentifier(expr.expression)) return null;
      const declared = this.tree.lookup(file, expr.expression.text);
      if (!declared?.body) return null;
      for (const ret of returnedExpressions(declared.body)) {
        const found = this.machineOf(ret, declared.file, depth + 1);
        if (found) return found;
      }
      return null;
    }
    if (!ts.isIdentifier(expr)) return null;
    const journey = this.journeyOf(file, expr.text);
    if (journey) return journey;
    const local = localConstant(expr, expr.text);
    return local ? this.machineOf(local, file, depth + 1) : null;
  }
}

function isPropertyName(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (
    ((ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent) || ts.isMethodDeclaration(parent)) &&
      parent.name === node) ||
    (ts.isPropertyAccessExpression(parent) && parent.name === node)
  );
}
