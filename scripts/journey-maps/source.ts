import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Reading the app's source for the journey maps: parsed files (syntax only, no type checker, so a
// scan of a few hundred files stays fast), relative imports followed to the file and declaration
// they name, and the functions and constants a file declares. Paths are repo-relative, posix.

export class SourceTree {
  private readonly parsed = new Map<string, ts.SourceFile | null>();

  constructor(readonly root: string) {}

  /** Every .ts/.tsx file under `dir`, sorted; an absent folder has none. */
  files(dir: string): string[] {
    const abs = path.join(this.root, dir);
    if (!existsSync(abs)) return [];
    const found: string[] = [];
    for (const entry of readdirSync(abs).sort()) {
      const rel = path.posix.join(dir, entry);
      if (statSync(path.join(this.root, rel)).isDirectory()) found.push(...this.files(rel));
      else if (/\.tsx?$/.test(entry)) found.push(rel);
    }
    return found;
  }

  exists(rel: string): boolean {
    return existsSync(path.join(this.root, rel));
  }

  read(rel: string): string {
    return readFileSync(path.join(this.root, rel), 'utf8');
  }

  parse(rel: string): ts.SourceFile | null {
    if (!this.parsed.has(rel)) {
      const kind = rel.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
      const sf = this.exists(rel) ? ts.createSourceFile(rel, this.read(rel), ts.ScriptTarget.Latest, true, kind) : null;
      this.parsed.set(rel, sf);
    }
    return this.parsed.get(rel) ?? null;
  }

  /** The file a relative specifier names, trying the extensions the repo omits; null for packages. */
  resolve(fromFile: string, specifier: string): string | null {
    if (!specifier.startsWith('.')) return null;
    const base = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
      if (/\.tsx?$/.test(candidate) && this.exists(candidate)) return candidate;
    }
    return null;
  }

  /** Relative imports of a file: local name → the file and the name it has there. */
  imports(file: string): Map<string, { file: string; name: string }> {
    const found = new Map<string, { file: string; name: string }>();
    const sf = this.parse(file);
    if (!sf) return found;
    for (const statement of sf.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const target = this.resolve(file, statement.moduleSpecifier.text);
      const bindings = statement.importClause?.namedBindings;
      if (!target || !bindings || !ts.isNamedImports(bindings)) continue;
      for (const element of bindings.elements) {
        found.set(element.name.text, { file: target, name: (element.propertyName ?? element.name).text });
      }
    }
    return found;
  }

  /** Every relative import target of a file (static imports and `import()`), in order. */
  importedFiles(file: string): string[] {
    const sf = this.parse(file);
    if (!sf) return [];
    const found: string[] = [];
    const visit = (node: ts.Node): void => {
      let specifier: ts.Expression | undefined;
      if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) specifier = node.moduleSpecifier;
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
        [specifier] = node.arguments;
      const target = specifier && ts.isStringLiteral(specifier) ? this.resolve(file, specifier.text) : null;
      if (target && !found.includes(target)) found.push(target);
      ts.forEachChild(node, visit);
    };
    visit(sf);
    return found;
  }

  /** A function or constant declared at the top level of `file` (exported or not). */
  declaration(file: string, name: string): Declaration | null {
    const sf = this.parse(file);
    if (!sf) return null;
    for (const statement of sf.statements) {
      if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) {
        return { file, name, node: statement, body: statement.body ?? null };
      }
      if (!ts.isVariableStatement(statement)) continue;
      for (const variable of statement.declarationList.declarations) {
        if (!ts.isIdentifier(variable.name) || variable.name.text !== name || !variable.initializer) continue;
        const init = unwrap(variable.initializer);
        const body = ts.isArrowFunction(init) || ts.isFunctionExpression(init) ? init.body : null;
        return { file, name, node: variable, body, initializer: init };
      }
    }
    return null;
  }

  /** The declaration a name used in `file` refers to: declared there, or imported from a relative file. */
  lookup(file: string, name: string): Declaration | null {
    const local = this.declaration(file, name);
    if (local) return local;
    const imported = this.imports(file).get(name);
    return imported ? this.declaration(imported.file, imported.name) : null;
  }
}

export interface Declaration {
  file: string;
  name: string;
  node: ts.Node;
  /** The function body (or arrow expression) when the declaration is a function. */
  body: ts.Node | null;
  /** The initializer of a constant. */
  initializer?: ts.Expression;
}

/** Strips parentheses, `as`, `satisfies` and `!` around an expression. */
export function unwrap(expression: ts.Expression): ts.Expression {
  let current = expression;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isNonNullExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

/** What a function returns: its `return` expressions outside nested functions, or an arrow's body. */
export function returnedExpressions(body: ts.Node): ts.Expression[] {
  if (!ts.isBlock(body)) return ts.isExpression(body) ? [body] : [];
  const found: ts.Expression[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node)) return;
    if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(body, visit);
  return found;
}

/** The `const name = …` visible in the function (or file) around `node`. */
export function localConstant(node: ts.Node, name: string): ts.Expression | null {
  for (let scope: ts.Node | undefined = node.parent; scope; scope = scope.parent) {
    if (!ts.isBlock(scope) && !ts.isSourceFile(scope)) continue;
    for (const statement of scope.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const variable of statement.declarationList.declarations) {
        if (ts.isIdentifier(variable.name) && variable.name.text === name && variable.initializer) {
          return variable.initializer;
        }
      }
    }
  }
  return null;
}

/** The name of the function a node sits in (declaration, or the constant an arrow is assigned to). */
export function enclosingFunctionName(node: ts.Node): string | null {
  for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
    if (ts.isFunctionDeclaration(current) && current.name) return current.name.text;
    if ((ts.isArrowFunction(current) || ts.isFunctionExpression(current)) && ts.isVariableDeclaration(current.parent)) {
      const target = current.parent.name;
      if (ts.isIdentifier(target)) return target.text;
    }
  }
  return null;
}

export function propertyName(name: ts.PropertyName): string | null {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return null;
}
