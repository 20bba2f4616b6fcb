import ts from 'typescript';
import { propertyName, unwrap, type SourceTree } from './source.ts';

// Where each registered journey's machine is written: every machines/<folder>/charts.ts names its
// folder's charts in `charts` (machine id → imported machine), so the file and export name are read
// off those modules (machines/index.ts is generated from them, ADR 038).

/** Every folder's charts file, machines/<folder>/charts.ts, in folder order. */
export function chartFiles(tree: SourceTree): string[] {
  return tree.files('machines').filter((file) => /^machines\/[^/]+\/charts\.ts$/.test(file));
}

export interface MachineSource {
  journey: string;
  /** Repo-relative file that exports the machine; null when the registry builds it in place. */
  file: string | null;
  /** The machine's export name there (what the app imports and `.provide()`s). */
  exportName: string | null;
}

export function machineSources(tree: SourceTree): MachineSource[] {
  return chartFiles(tree).flatMap((file) => chartsOf(tree, file));
}

/** The `charts` entries of one folder's charts.ts. */
function chartsOf(tree: SourceTree, file: string): MachineSource[] {
  const sf = tree.parse(file);
  if (!sf) return [];
  const imports = tree.imports(file);
  const found: MachineSource[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === 'charts') {
      const init = node.initializer ? unwrap(node.initializer) : null;
      if (init && ts.isObjectLiteralExpression(init)) {
        for (const property of init.properties) {
          const source = sourceOf(property, imports);
          if (source) found.push(source);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** `machine` or `machine.provide(…)` (the session with the journey the app plugs in): the machine's name. */
function providedOrSelf(expr: ts.Expression): ts.Identifier | null {
  if (ts.isIdentifier(expr)) return expr;
  if (!ts.isCallExpression(expr) || !ts.isPropertyAccessExpression(expr.expression)) return null;
  const { expression, name } = expr.expression;
  return name.text === 'provide' && ts.isIdentifier(expression) ? expression : null;
}

/** A `name: importedMachine` entry; null for what cannot be read statically (a spread). */
function sourceOf(
  property: ts.ObjectLiteralElementLike,
  imports: ReturnType<SourceTree['imports']>,
): MachineSource | null {
  let journey: string | null = null;
  let local: string | null = null;
  const machine = ts.isPropertyAssignment(property) ? providedOrSelf(unwrap(property.initializer)) : null;
  if (ts.isPropertyAssignment(property) && machine) {
    journey = propertyName(property.name);
    local = machine.text;
  } else if (ts.isShorthandPropertyAssignment(property)) {
    journey = property.name.text;
    local = property.name.text;
  }
  if (!journey && property.name) journey = propertyName(property.name);
  if (!journey) return null;
  const imported = local ? imports.get(local) : undefined;
  return { journey, file: imported?.file ?? null, exportName: imported?.name ?? null };
}
