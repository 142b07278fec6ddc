#!/usr/bin/env node
// The second channels in examples/ run against the domain as another team would get it (ADR 0055):
// `pnpm pack` builds packages/domain into a tarball (its prepack script), each example is copied
// to a temporary folder with that tarball beside it, installed with npm from the tarball and the
// npm registry only (nothing from the workspace), built with its own TypeScript and tested with
// node's test runner. Nothing is written inside the repository but .test-reports/examples.json,
// which scripts/test.mjs adds to its totals. The last line is the summary: "N passed, N failed".
import { spawnSync, execSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeTestSummary } from './testReports.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

// As in scripts/run.mjs: pnpm from PATH when it is the pinned version, otherwise through npx.
const pnpm = (() => {
  try {
    const v = execSync('pnpm --version', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    if (v === pinned) return ['pnpm'];
  } catch {
    /* not installed */
  }
  return [npx, '-y', `pnpm@${pinned}`];
})();

// Quiet when it works (pnpm pack lists every file it packs); the whole output when it fails.
const must = (cwd, cmd, ...args) => {
  console.log(`$ ${[cmd, ...args].join(' ')}`);
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8' });
  if (r.status !== 0) {
    process.stdout.write(r.stdout ?? '');
    process.stderr.write(r.stderr ?? '');
    throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd}`);
  }
};

const work = mkdtempSync(join(tmpdir(), 'kerching-examples-'));
const results = { passed: 0, failed: 0, failures: [] };
try {
  must(join(root, 'packages', 'domain'), pnpm[0], ...pnpm.slice(1), 'pack', '--out', join(work, 'kerching-domain.tgz'));

  const examples = readdirSync(join(root, 'examples'), { withFileTypes: true }).filter((d) => d.isDirectory());
  for (const { name } of examples) {
    const dir = join(work, name);
    cpSync(join(root, 'examples', name), dir, {
      recursive: true,
      filter: (path) => !/[\\/](node_modules|dist)$|\.tgz$/.test(path),
    });
    cpSync(join(work, 'kerching-domain.tgz'), join(dir, 'kerching-domain.tgz'));
    must(dir, npm, 'install', '--no-audit', '--no-fund', '--loglevel', 'error');
    must(dir, npm, 'run', 'build');
    const tap = join(work, `${name}.tap`);
    console.log(`$ node --test (${name})`);
    const r = spawnSync(
      process.execPath,
      [
        '--test',
        '--test-reporter=spec',
        '--test-reporter-destination=stdout',
        '--test-reporter=tap',
        `--test-reporter-destination=${tap}`,
        // Files, not the folder: from Node 21 on, --test reads its arguments as glob patterns.
        ...readdirSync(join(dir, 'test'))
          .filter((f) => /\.test\.m?js$/.test(f))
          .map((f) => join('test', f)),
      ],
      { cwd: dir, stdio: 'inherit' },
    );
    const summary = nodeTestSummary(readFileSync(tap, 'utf8'), `examples/${name}`, r.status ?? 1);
    results.passed += summary.passed;
    results.failed += summary.failed;
    results.failures.push(...summary.failures);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  results.failed += 1;
  results.failures.push(`examples: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
mkdirSync(join(root, '.test-reports'), { recursive: true });
writeFileSync(join(root, '.test-reports', 'examples.json'), JSON.stringify(results));
console.log(`\nexamples: ${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed === 0 ? 0 : 1);
