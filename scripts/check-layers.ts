// Layer-boundary check run by `npm run lint`. ESLint's no-restricted-imports can forbid
// imports but cannot say "only these", which machines/ needs, so the rules live in one
// table (scripts/layer-rules.ts) and this script applies them to every import it finds.
//
//   node --import tsx scripts/check-layers.ts [root]
//
// Imports are read with the TypeScript parser (static imports, re-exports, dynamic
// import() and import('x') types), so comments and strings cannot fool it.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { layerRules, type LayerRule } from './layer-rules.ts';

export interface FoundImport {
  readonly specifier: string;
  readonly typeOnly: boolean;
  readonly line: number;
  /** An `import()` call: code loaded on demand (a screen a journey declaration names). */
  readonly lazy?: boolean;
}

export interface Violation {
  readonly file: string;
  readonly line: number;
  readonly specifier: string;
  readonly why: string;
}

const SOURCE_EXTENSIONS = /\.(?:[cm]?[jt]sx?)$/;
const SCANNED_ROOTS = ['rules', 'src', 'machines', 'scripts', 'server'];

export function findImports(fileName: string, source: string): FoundImport[] {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const found: FoundImport[] = [];
  const add = (literal: ts.Node, typeOnly: boolean, lazy = false) => {
    if (!ts.isStringLiteralLike(literal)) return;
    const { line } = sf.getLineAndCharacterOfPosition(literal.getStart(sf));
    found.push({ specifier: literal.text, typeOnly, line: line + 1, ...(lazy && { lazy }) });
  };

  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      add(node.moduleSpecifier, isTypeOnlyImport(node));
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      add(node.moduleSpecifier, isTypeOnlyExport(node));
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node.moduleReference.expression, node.isTypeOnly);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [first] = node.arguments;
      if (first) add(first, false, true);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

function isTypeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false; // side-effect import: runs code
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  if (!bindings || !ts.isNamedImports(bindings)) return false;
  return bindings.elements.length > 0 && bindings.elements.every((el) => el.isTypeOnly);
}

function isTypeOnlyExport(node: ts.ExportDeclaration): boolean {
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  if (!clause || !ts.isNamedExports(clause)) return false;
  return clause.elements.length > 0 && clause.elements.every((el) => el.isTypeOnly);
}

export type ImportTarget = { kind: 'package'; name: string } | { kind: 'file'; path: string };

/** Where an import points: an npm package by name, or a repo-relative path. */
export function resolveTarget(fromFile: string, specifier: string): ImportTarget {
  const bare = specifier.split(/[?#]/)[0] ?? specifier;
  if (bare.startsWith('.')) {
    return { kind: 'file', path: toPosix(path.posix.join(path.posix.dirname(toPosix(fromFile)), bare)) };
  }
  if (bare.startsWith('/')) return { kind: 'file', path: toPosix(bare.slice(1)) };
  const parts = bare.split('/');
  const name = bare.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? bare);
  return { kind: 'package', name };
}

function toPosix(p: string): string {
  return path.posix.normalize(p.split(path.sep).join('/'));
}

export function matches(target: ImportTarget, pattern: string): boolean {
  if (pattern.startsWith('pkg:')) {
    if (target.kind !== 'package') return false;
    const glob = new RegExp(
      `^${pattern
        .slice(4)
        .replace(/[.+^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')}$`,
    );
    return glob.test(target.name);
  }
  if (pattern.startsWith('dir:')) {
    if (target.kind !== 'file') return false;
    return isUnder(`${target.path}/`, pattern.slice(4));
  }
  if (pattern.startsWith('file:')) {
    // One file name in every folder a `*` stands for ('file:machines/*/screens.ts').
    if (target.kind !== 'file') return false;
    const glob = pattern
      .slice(5)
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '[^/]+');
    return new RegExp(`^${glob}$`).test(target.path);
  }
  throw new Error(`Unknown layer pattern '${pattern}': use pkg:<name>, dir:<folder>/ or file:<path>`);
}

// Whether a repo-relative path sits under a folder pattern: a `*` stands for one folder name, so
// `src/journeys/*/screens/` is every journey's screens folder (ADR 043).
export function isUnder(repoPath: string, folder: string): boolean {
  if (!folder.includes('*')) return repoPath.startsWith(folder);
  const glob = folder.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+');
  return new RegExp(`^${glob}`).test(repoPath);
}

/** Which rule breaks, if any, when `file` (repo-relative, posix) imports `found`. */
export function ruleBroken(
  file: string,
  found: FoundImport,
  rules: readonly LayerRule[] = layerRules,
): LayerRule | null {
  const target = resolveTarget(file, found.specifier);
  for (const rule of rules) {
    if (!isUnder(file, rule.layer) || rule.notUnder?.some((folder) => isUnder(file, folder))) continue;
    if (found.typeOnly && rule.typeOnlyExempt) continue;
    if (found.lazy && rule.lazyExcept?.some((p) => matches(target, p))) continue;
    if (rule.allowOnly && !rule.allowOnly.some((p) => matches(target, p))) return rule;
    const forbidden = rule.forbid?.some((p) => matches(target, p)) ?? false;
    if (forbidden && !rule.except?.some((p) => matches(target, p))) return rule;
  }
  return null;
}

function listSourceFiles(root: string, dir: string): string[] {
  const abs = path.join(root, dir);
  let entries: string[];
  try {
    entries = readdirSync(abs);
  } catch {
    return []; // a layer folder that does not exist yet has nothing to check
  }
  const files: string[] = [];
  for (const entry of entries) {
    const rel = `${dir}/${entry}`;
    if (statSync(path.join(root, rel)).isDirectory()) files.push(...listSourceFiles(root, rel));
    else if (SOURCE_EXTENSIONS.test(entry)) files.push(rel);
  }
  return files;
}

export function checkLayers(
  root: string,
  rules: readonly LayerRule[] = layerRules,
): { files: number; violations: Violation[] } {
  const files = SCANNED_ROOTS.flatMap((dir) => listSourceFiles(root, dir));
  const violations: Violation[] = [];
  for (const file of files) {
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const found of findImports(file, source)) {
      const rule = ruleBroken(file, found, rules);
      if (rule) violations.push({ file, line: found.line, specifier: found.specifier, why: rule.why });
    }
  }
  return { files: files.length, violations };
}

function main(): void {
  const root = path.resolve(process.argv[2] ?? '.');
  const { files, violations } = checkLayers(root);
  for (const v of violations) {
    console.error(`${v.file}:${v.line}  imports '${v.specifier}'  — ${v.why}`);
  }
  const summary = `layer check: ${files} files, ${violations.length} violation(s)`;
  if (violations.length > 0) {
    console.error(summary);
    process.exitCode = 1;
  } else {
    console.log(summary);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
