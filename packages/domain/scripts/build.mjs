#!/usr/bin/env node
// Builds @kerching/domain into dist/: ES modules and .d.ts files that Node and TypeScript (any
// moduleResolution) can load from the packed tarball, without the workspace (ADR 0055).
//
// The sources import the way the workspace's bundler resolution allows: `./formatPrice`,
// `../shared` and `fp-ts/Either`. Node's ES module loader needs file paths, and fp-ts 2.16 has no
// `exports` map, so while TypeScript writes each file the build spells every import out:
// `./formatPrice.js`, `../shared/index.js`, `fp-ts/lib/Either.js` (the file fp-ts's own
// `Either/package.json` points to, for the same types). An import it cannot place fails the build.
import { existsSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(pkg, 'src');
const dist = join(pkg, 'dist');

const configFile = ts.readConfigFile(join(pkg, 'tsconfig.build.json'), ts.sys.readFile);
if (configFile.error) fail([configFile.error]);
const config = ts.parseJsonConfigFileContent(configFile.config, ts.sys, pkg);
if (config.errors.length > 0) fail(config.errors);

/** The import as Node resolves it, from the source folder the emitted file came from. */
const fullSpecifier = (sourceDir, specifier) => {
  if (specifier.startsWith('fp-ts/')) {
    const moduleName = specifier.replace(/^fp-ts\/(lib\/)?/, '').replace(/\.js$/, '');
    return `fp-ts/lib/${moduleName}.js`;
  }
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return specifier;
  if (specifier.endsWith('.js')) return specifier;
  const target = resolve(sourceDir, specifier);
  if (existsSync(`${target}.ts`)) return `${specifier}.js`;
  if (existsSync(join(target, 'index.ts'))) return `${specifier}/index.js`;
  throw new Error(`${relative(pkg, sourceDir)}: cannot place the import '${specifier}'`);
};

// `from '…'`, `import '…'`, `import('…')` and `export … from '…'`: TypeScript keeps the quotes.
const importSpecifier = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"\n]+)\2/g;

const withFullSpecifiers = (outputFile, text) => {
  const sourceDir = join(src, relative(dist, dirname(outputFile)));
  return text.replace(
    importSpecifier,
    (_, lead, quote, specifier) => `${lead}${quote}${fullSpecifier(sourceDir, specifier)}${quote}`,
  );
};

rmSync(dist, { recursive: true, force: true });
const program = ts.createProgram({ rootNames: config.fileNames, options: config.options });
const emitted = program.emit(undefined, (fileName, text, writeByteOrderMark) =>
  ts.sys.writeFile(fileName, withFullSpecifiers(fileName, text), writeByteOrderMark),
);
const diagnostics = [...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics];
if (diagnostics.length > 0 || emitted.emitSkipped) fail(diagnostics);
console.log(`@kerching/domain: ${config.fileNames.length} modules built into ${relative(process.cwd(), dist) || '.'}`);

function fail(problems) {
  const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => pkg, getNewLine: () => '\n' };
  console.error(ts.formatDiagnosticsWithColorAndContext(problems, host));
  process.exit(1);
}
