import ts from 'typescript';
import { propertyName, unwrap, type SourceTree } from './source.ts';

// The screens' side of each journey: which component file the router loads for a screen name,
// read where the router reads it (ADR 033): a declared journey's `components` (the declarations
// listed in src/journeys/registry.ts), and for the screens no journey declares yet the screen
// registry's entries (`Name: () => import('…')`, directly or through a constant). And which events
// that screen sends: every object literal `{ type: 'EVENT' }` in the screen's file and the
// screen files it imports, except the ones handed to `snapshot.can(…)`, which asks and sends nothing.

export const SCREEN_REGISTRY_FILE = 'src/app/router/screen-registry.ts';
export const JOURNEY_REGISTRY_FILE = 'src/journeys/registry.ts';
// Screens live in their journey's folder (src/journeys/<journey>/screens/, ADR 043) or, shared, in
// src/screens/; the screen kit's parts (Ways, RetryRead, the upload slot) send events too.
const SCREEN_FOLDERS = /^src\/(?:screens\/|kit\/|journeys\/[^/]+\/screens\/)/;
const EVENT_TYPE = /^[A-Z][A-Z0-9_]*$/;

// One read per tree: every screen's event scan asks which files are other screens.
const filesByTree = new WeakMap<SourceTree, Map<string, string>>();
const eventsByTree = new WeakMap<SourceTree, Map<string, SentEvents>>();

/** Screen name → the component file the router loads for it. */
export function screenFiles(tree: SourceTree): Map<string, string> {
  const known = filesByTree.get(tree);
  if (known) return known;
  const found = new Map<string, string>();
  filesByTree.set(tree, found);
  for (const file of declarationFiles(tree)) {
    const components = objectProperty(tree, file, 'components');
    if (components) addEntries(tree, file, components, found);
  }
  const registry = tree.parse(SCREEN_REGISTRY_FILE);
  const modules = registry && topLevelObject(registry, 'SCREEN_MODULES');
  if (modules) addEntries(tree, SCREEN_REGISTRY_FILE, modules, found);
  return found;
}

/** The files of the journeys the registry lists (`JOURNEYS = [mandateJourney, …]`, each imported). */
function declarationFiles(tree: SourceTree): string[] {
  const sf = tree.parse(JOURNEY_REGISTRY_FILE);
  if (!sf) return [];
  const imports = tree.imports(JOURNEY_REGISTRY_FILE);
  const files: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === 'JOURNEYS') {
      const list = node.initializer ? unwrap(node.initializer) : null;
      if (list && ts.isArrayLiteralExpression(list)) {
        for (const element of list.elements) {
          const file = ts.isIdentifier(element) ? imports.get(element.text)?.file : undefined;
          if (file && !files.includes(file)) files.push(file);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return files;
}

/** The object literal given as `key:` anywhere in a file (a declaration's `components`). */
function objectProperty(tree: SourceTree, file: string, key: string): ts.ObjectLiteralExpression | null {
  const sf = tree.parse(file);
  let found: ts.ObjectLiteralExpression | null = null;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (ts.isPropertyAssignment(node) && propertyName(node.name) === key) {
      const value = unwrap(node.initializer);
      if (ts.isObjectLiteralExpression(value)) found = value;
    }
    ts.forEachChild(node, visit);
  };
  if (sf) visit(sf);
  return found;
}

function topLevelObject(sf: ts.SourceFile, name: string): ts.ObjectLiteralExpression | null {
  for (const statement of sf.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const variable of statement.declarationList.declarations) {
      const init = variable.initializer ? unwrap(variable.initializer) : null;
      if (ts.isIdentifier(variable.name) && variable.name.text === name && init && ts.isObjectLiteralExpression(init)) {
        return init;
      }
    }
  }
  return null;
}

/**
 * `Name: () => import('…')` entries, or `Name: loader` (or the shorthand `Name`) where
 * `const loader = () => import('…')` in the file.
 */
function addEntries(tree: SourceTree, file: string, object: ts.ObjectLiteralExpression, found: Map<string, string>) {
  for (const property of object.properties) {
    const shorthand = ts.isShorthandPropertyAssignment(property);
    if (!shorthand && !ts.isPropertyAssignment(property)) continue;
    const name = propertyName(property.name);
    const value = shorthand ? property.name : unwrap(property.initializer);
    const loader = ts.isIdentifier(value) ? (tree.declaration(file, value.text)?.initializer ?? null) : value;
    const target = loader ? lazyImport(loader) : null;
    const resolved = target ? tree.resolve(file, target) : null;
    if (name && resolved) found.set(name, resolved);
  }
}

/** The module of `() => import('…')`, or of `() => import('…').then(…)` (a named export as the default). */
function lazyImport(expression: ts.Expression): string | null {
  const expr = unwrap(expression);
  if (!ts.isArrowFunction(expr) || !ts.isExpression(expr.body)) return null;
  let call = unwrap(expr.body);
  if (
    ts.isCallExpression(call) &&
    ts.isPropertyAccessExpression(call.expression) &&
    call.expression.name.text === 'then'
  ) {
    call = unwrap(call.expression.expression);
  }
  if (!ts.isCallExpression(call) || call.expression.kind !== ts.SyntaxKind.ImportKeyword) return null;
  const [specifier] = call.arguments;
  return specifier && ts.isStringLiteral(specifier) ? specifier.text : null;
}

/** Event type → the files (the screen's own or an imported one) that send it. */
export type SentEvents = Map<string, string[]>;

export function eventsSentBy(tree: SourceTree, screenFile: string): SentEvents {
  const cache = eventsByTree.get(tree) ?? new Map<string, SentEvents>();
  eventsByTree.set(tree, cache);
  const known = cache.get(screenFile);
  if (known) return known;
  const sent: SentEvents = new Map();
  for (const file of screenModules(tree, screenFile)) {
    for (const type of eventLiterals(tree, file)) {
      const files = sent.get(type) ?? [];
      if (!files.includes(file)) files.push(file);
      sent.set(type, files);
    }
  }
  const sorted = new Map([...sent.entries()].sort(([a], [b]) => a.localeCompare(b)));
  cache.set(screenFile, sorted);
  return sorted;
}

/**
 * The screen file and every screen module it reaches by relative imports (styles left out),
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
      const screenPart = SCREEN_FOLDERS.test(next);
      if (screenPart && !next.endsWith('.css.ts') && !otherScreens.has(next)) queue.push(next);
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
