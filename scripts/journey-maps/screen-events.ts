import ts from 'typescript';
import { propertyName, unwrap, type SourceTree } from './source.ts';

// The screens' side of each journey: which component file the router loads for a screen name
// (src/app/router/screen-registry.ts, `Name: () => import('…')`), and which events that screen
// sends: every object literal `{ type: 'EVENT' }` in the screen's file and the src/screens files
// it imports, except the ones handed to `snapshot.can(…)`, which asks and sends nothing.

export const SCREEN_REGISTRY_FILE = 'src/app/router/screen-registry.ts';
const SCREENS_DIR = 'src/screens/';
const EVENT_TYPE = /^[A-Z][A-Z0-9_]*$/;

/** Screen name → the component file the router loads for it. */
export function screenFiles(tree: SourceTree): Map<string, string> {
  const found = new Map<string, string>();
  const sf = tree.parse(SCREEN_REGISTRY_FILE);
  if (!sf) return found;
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node)) {
      const name = propertyName(node.name);
      const target = lazyImport(node.initializer);
      const file = target ? tree.resolve(SCREEN_REGISTRY_FILE, target) : null;
      if (name && file) found.set(name, file);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

function lazyImport(expression: ts.Expression): string | null {
  const expr = unwrap(expression);
  if (!ts.isArrowFunction(expr) || !ts.isExpression(expr.body)) return null;
  const call = unwrap(expr.body);
  if (!ts.isCallExpression(call) || call.expression.kind !== ts.SyntaxKind.ImportKeyword) return null;
  const [specifier] = call.arguments;
  return specifier && ts.isStringLiteral(specifier) ? specifier.text : null;
}

/** Event type → the files (the screen's own or an imported one) that send it. */
export type SentEvents = Map<string, string[]>;

export function eventsSentBy(tree: SourceTree, screenFile: string): SentEvents {
  const sent: SentEvents = new Map();
  for (const file of screenModules(tree, screenFile)) {
    for (const type of eventLiterals(tree, file)) {
      const files = sent.get(type) ?? [];
      if (!files.includes(file)) files.push(file);
      sent.set(type, files);
    }
  }
  return new Map([...sent.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The screen file and every src/screens module it reaches by relative imports (styles left out),
 * short of other routed screens: a screen that loads the next one ahead (a prefetch) does not
 * send that screen's events.
 */
function screenModules(tree: SourceTree, screenFile: string): string[] {
  const otherScreens = new Set(screenFiles(tree).values());
  otherScreens.delete(screenFile);
  const seen = new Set<string>();
  const queue = [screenFile];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of tree.importedFiles(file)) {
      if (next.startsWith(SCREENS_DIR) && !next.endsWith('.css.ts') && !otherScreens.has(next)) queue.push(next);
    }
  }
  return [...seen];
}

function eventLiterals(tree: SourceTree, file: string): string[] {
  const sf = tree.parse(file);
  if (!sf) return [];
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node) && !isCanArgument(node)) {
      const type = eventTypeOf(node);
      if (type && !found.includes(type)) found.push(type);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

function eventTypeOf(literal: ts.ObjectLiteralExpression): string | null {
  for (const property of literal.properties) {
    if (!ts.isPropertyAssignment(property) || propertyName(property.name) !== 'type') continue;
    const value = unwrap(property.initializer);
    if (ts.isStringLiteralLike(value) && EVENT_TYPE.test(value.text)) return value.text;
  }
  return null;
}

function isCanArgument(literal: ts.ObjectLiteralExpression): boolean {
  let node: ts.Node = literal;
  while (ts.isParenthesizedExpression(node.parent) || ts.isAsExpression(node.parent)) node = node.parent;
  const call = node.parent;
  return (
    ts.isCallExpression(call) &&
    call.arguments.includes(node as ts.Expression) &&
    ts.isPropertyAccessExpression(call.expression) &&
    call.expression.name.text === 'can'
  );
}
