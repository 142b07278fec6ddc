#!/usr/bin/env node
// Lists the exports of packages/domain that no production file outside the domain imports, and
// fails (exit 1) when one of them is not on the dated allow-list, when an allow-list entry is now
// used, names an export that no longer exists, or has passed its date (ADR 0058).
//
//   node scripts/unused-domain-exports.mjs [--root DIR] [--allow FILE] [--today YYYY-MM-DD] [--prune]
//
// --prune rewrites the allow-list without the names that are now used or no longer exported (after
// a merge that wires some); it never adds a name nor moves a date.
//
// The domain's entry points are the family indexes its package.json exports (`@kerching/domain/<family>`,
// src/<family>/index.ts; `testing/` helpers are not entry points). What each exports, through any
// `export *` chains, comes from the TypeScript compiler on the domain alone. Production files are
// every .ts/.tsx file of the other packages except tests, `testing/` helpers and build output;
// their imports are read syntactically (no type check), so the whole run takes about 4 s of CPU.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 && at + 1 < args.length ? args[at + 1] : fallback;
};
const root = resolve(option('--root', join(dirname(fileURLToPath(import.meta.url)), '..')));
const allowFile = resolve(option('--allow', join(root, 'scripts', 'unused-domain-exports.allow.json')));
const today = option('--today', new Date().toISOString().slice(0, 10));
const prune = args.includes('--prune');

const domainSrc = join(root, 'packages', 'domain', 'src');
const posix = (path) => relative(root, path).split(sep).join('/');

// --- What the domain exports -------------------------------------------------------------------
const families = readdirSync(domainSrc).filter((name) => existsSync(join(domainSrc, name, 'index.ts')));
const program = ts.createProgram(
  families.map((family) => join(domainSrc, family, 'index.ts')),
  {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    // Only the domain's own declarations matter: without the standard library's typings the run
    // takes about a second less, with the same answer.
    noLib: true,
  },
);
const checker = program.getTypeChecker();

/** One entry per declaration: the same function re-exported by two families is one export. */
const exportsByKey = new Map();
/** `${family}:${name}` → declaration key. */
const keyOf = new Map();
for (const family of families) {
  const source = program.getSourceFile(join(domainSrc, family, 'index.ts'));
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) continue;
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const declaration = target.declarations?.[0];
    const file = declaration ? posix(declaration.getSourceFile().fileName) : posix(source.fileName);
    const name = symbol.getName();
    const key = `${file}#${target.getName()}`;
    if (!exportsByKey.has(key)) exportsByKey.set(key, { export: name, file, families: [] });
    exportsByKey.get(key).families.push(family);
    keyOf.set(`${family}:${name}`, key);
  }
}

// --- What production code imports --------------------------------------------------------------
const skippedDirectories = new Set(['node_modules', 'dist', 'build', '.tsbuild', '.react-router', 'testing', 'public']);
const isProductionFile = (name) =>
  /\.(ts|tsx|mts)$/.test(name) && !/\.d\.m?ts$/.test(name) && !/\.(test|spec|bench)\.(ts|tsx|mts)$/.test(name);
const walk = (directory, files = []) => {
  for (const name of readdirSync(directory)) {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) {
      if (!skippedDirectories.has(name) && !name.startsWith('.')) walk(path, files);
    } else if (isProductionFile(name)) files.push(path);
  }
  return files;
};
const packagesDir = join(root, 'packages');
const productionFiles = readdirSync(packagesDir)
  .filter((name) => name !== 'domain' && statSync(join(packagesDir, name)).isDirectory())
  .flatMap((name) => walk(join(packagesDir, name)));

/** `${family}:${name}` strings, or `${family}:*` when a whole family is taken. */
const used = new Set();
const familyOf = (specifier) => {
  const match = /^@kerching\/domain(?:\/(.+))?$/.exec(specifier);
  return match ? (match[1] ?? '') : undefined;
};

/** `ns.name` (values) and `ns.name` (types) for a namespace binding; the whole family if `ns` escapes. */
const useNamespace = (source, local, family) => {
  const visit = (node) => {
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === local) {
      used.add(`${family}:${node.name.text}`);
      return;
    }
    if (ts.isQualifiedName(node) && ts.isIdentifier(node.left) && node.left.text === local) {
      used.add(`${family}:${node.right.text}`);
      return;
    }
    if (
      ts.isIdentifier(node) &&
      node.text === local &&
      !ts.isImportSpecifier(node.parent) &&
      !ts.isNamespaceImport(node.parent)
    ) {
      used.add(`${family}:*`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
};

for (const path of productionFiles) {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  for (const statement of source.statements) {
    const specifier =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? statement.moduleSpecifier.text
        : undefined;
    const family = specifier === undefined ? undefined : familyOf(specifier);
    if (family === undefined) continue;
    if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      if (clause && ts.isNamedExports(clause)) {
        for (const element of clause.elements) {
          const name = (element.propertyName ?? element.name).text;
          used.add(family === '' ? `${name}:*` : `${family}:${name}`);
        }
      } else used.add(`${family || '*'}:*`);
      continue;
    }
    const bindings = statement.importClause?.namedBindings;
    if (!bindings) continue;
    if (ts.isNamespaceImport(bindings)) {
      if (family === '') used.add('*:*');
      else useNamespace(source, bindings.name.text, family);
      continue;
    }
    for (const element of bindings.elements) {
      const name = (element.propertyName ?? element.name).text;
      // The root barrel exports one namespace per family: `import { deal } from '@kerching/domain'`.
      if (family === '') useNamespace(source, element.name.text, name);
      else used.add(`${family}:${name}`);
    }
  }
}

const usedKeys = new Set();
for (const entry of used) {
  const [family, name] = entry.split(':');
  for (const [familyName, key] of keyOf) {
    const [f, n] = familyName.split(':');
    if ((family === '*' || family === f) && (name === '*' || name === n)) usedKeys.add(key);
  }
}
// --- What the used exports reach inside the domain ----------------------------------------------
// A helper that only a used rule calls is alive: it is the used rule's code, not dead code.
// Edges go from each top-level declaration of a domain file to the top-level domain declarations
// its body names (types included).
const isDomainSource = (fileName) =>
  fileName.startsWith(domainSrc + sep) || fileName.startsWith(domainSrc.split(sep).join('/') + '/');
const topLevelNames = (statement) => {
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.flatMap((d) => (ts.isIdentifier(d.name) ? [d.name.text] : []));
  return statement.name && ts.isIdentifier(statement.name) ? [statement.name.text] : [];
};
const edges = new Map();
const addEdge = (from, to) => {
  if (!edges.has(from)) edges.set(from, new Set());
  edges.get(from).add(to);
};
for (const source of program.getSourceFiles()) {
  if (!isDomainSource(source.fileName) || source.isDeclarationFile) continue;
  const file = posix(source.fileName);
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) continue;
    const names = topLevelNames(statement);
    const from = names.length > 0 ? names.map((n) => `${file}#${n}`) : [`${file}#<module>`];
    const visit = (node) => {
      if (ts.isIdentifier(node)) {
        let symbol = checker.getSymbolAtLocation(node);
        if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
        const declaration = symbol?.declarations?.[0];
        const declaredIn = declaration?.getSourceFile();
        if (declaration && declaredIn && isDomainSource(declaredIn.fileName) && declaration.parent) {
          const top = ts.isVariableDeclaration(declaration) ? declaration.parent.parent : declaration;
          if (top.parent === declaredIn) {
            const to = `${posix(declaredIn.fileName)}#${symbol.getName()}`;
            for (const f of from) if (f !== to) addEdge(f, to);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(statement);
    // Module-level code runs whenever the module is loaded.
    if (names.length === 0) for (const f of from) addEdge(f, f);
  }
}
const reached = new Set(usedKeys);
const queue = [...usedKeys];
while (queue.length > 0) {
  const key = queue.pop();
  for (const next of edges.get(key) ?? []) {
    if (!reached.has(next)) {
      reached.add(next);
      queue.push(next);
    }
  }
}

const unused = [...exportsByKey.entries()]
  .filter(([key]) => !reached.has(key))
  .map(([, value]) => value)
  .sort((a, b) => a.file.localeCompare(b.file) || a.export.localeCompare(b.export));

// --- The allow-list ----------------------------------------------------------------------------
const allow = existsSync(allowFile) ? JSON.parse(readFileSync(allowFile, 'utf8')) : [];
const problems = [];
const listed = new Map();
// An entry names one export, or several of one file (`"export": ["a", "b"]`).
for (const entry of allow.flatMap((e) =>
  Array.isArray(e.export) ? e.export.map((name) => ({ ...e, export: name })) : [e],
)) {
  const where = `${entry.export} (${entry.file})`;
  if (
    typeof entry.export !== 'string' ||
    typeof entry.file !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}$/.test(String(entry.until)) ||
    !Number.isInteger(entry.issue) ||
    typeof entry.why !== 'string' ||
    entry.why.trim() === ''
  ) {
    problems.push(`allow-list entry ${JSON.stringify(entry)} needs export, file, until (YYYY-MM-DD), issue and why`);
    continue;
  }
  const key = `${entry.file}#${entry.export}`;
  listed.set(key, entry);
  if (!exportsByKey.has(key))
    problems.push(`${where} is on the allow-list but the domain no longer exports it: remove the entry`);
  else if (reached.has(key)) problems.push(`${where} now has a production caller: remove it from the allow-list`);
  else if (entry.until < today)
    problems.push(
      `${where} was allowed until ${entry.until} for issue ${entry.issue}: wire it, delete it, or give a new date and reason`,
    );
}

if (prune) {
  const stays = (file, name) => exportsByKey.has(`${file}#${name}`) && !reached.has(`${file}#${name}`);
  const kept = allow.flatMap((e) => {
    if (!Array.isArray(e.export)) return stays(e.file, e.export) ? [e] : [];
    const names = e.export.filter((name) => stays(e.file, name));
    return names.length === 0 ? [] : [{ ...e, export: names.length === 1 ? names[0] : names }];
  });
  writeFileSync(allowFile, `${JSON.stringify(kept, null, 2)}\n`);
  console.log(`Pruned the allow-list: ${allow.length} entries before, ${kept.length} after.`);
  process.exit(0);
}

console.log(
  `${exportsByKey.size} domain exports, ${productionFiles.length} production files, ${unused.length} exports without a production caller:`,
);
for (const item of unused) {
  const entry = listed.get(`${item.file}#${item.export}`);
  console.log(
    `  ${entry ? 'allowed' : 'UNUSED '} ${item.export}  ${item.file}${entry ? `  (issue ${entry.issue}, until ${entry.until})` : ''}`,
  );
  if (!entry) problems.push(`${item.export} (${item.file}) has no production caller and is not on the allow-list`);
}
if (problems.length > 0) {
  console.log(`\n${problems.length} problem(s), allow-list: ${posix(allowFile)}`);
  for (const problem of problems) console.log(`  ${problem}`);
  process.exit(1);
}
console.log('\nEvery unused domain export is on the allow-list, with a date and an issue.');
