#!/usr/bin/env node
// `npm test`: typecheck, lint (ESLint and the dependency rule), unit, property and integration
// tests with the domain's coverage thresholds, the production build, then the browser tests in
// headless Chromium. Each step prints its runner's summary; the last line adds them up.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { playwrightSummary, vitestSummary } from './testReports.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (pkg, name) => join(root, pkg, 'node_modules', '.bin', name);
// Not test-results/: Playwright empties that folder when it starts.
const results = join(root, '.test-reports');
mkdirSync(results, { recursive: true });

const steps = [];
const step = (name, cmd, args, opts = {}) => {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = r.status === 0;
  steps.push({ name, ok, seconds });
  console.log(`=== ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds}s ===`);
  return ok;
};

const finish = (extraNote) => {
  // A runner that crashed may leave no report, or half of one: the steps below still say it failed.
  const report = (file, summarise) => {
    const path = join(results, file);
    if (!existsSync(path)) return [];
    try {
      return [summarise(JSON.parse(readFileSync(path, 'utf8')))];
    } catch (error) {
      console.log(`\nCould not read ${path}: ${error instanceof Error ? error.message : String(error)}`);
      return [];
    }
  };
  const summaries = [
    ...report('vitest.json', (r) => vitestSummary(r, root)),
    ...report('examples.json', (r) => r),
    ...report('e2e.json', playwrightSummary),
  ];
  const passed = summaries.reduce((n, s) => n + s.passed, 0);
  const failed = summaries.reduce((n, s) => n + s.failed, 0);
  const failures = summaries.flatMap((s) => s.failures);
  const failedSteps = steps.filter((s) => !s.ok);
  if (failures.length > 0) {
    console.log('\nFailed tests:');
    for (const f of failures) console.log(`  ${f.slice(0, 400)}`);
  }
  console.log('\nSteps:');
  for (const s of steps) console.log(`  ${s.ok ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds}s)`);
  if (extraNote) console.log(extraNote);
  // A failed step with no failed test (typecheck, lint, build) still counts as a failure.
  console.log(`\nsummary: ${passed} passed, ${failed > 0 ? failed : failedSteps.length} failed`);
  process.exit(failedSteps.length === 0 ? 0 : 1);
};

for (const f of ['vitest.json', 'examples.json', 'e2e.json']) {
  const p = join(results, f);
  if (existsSync(p)) spawnSync('rm', ['-f', p]);
}

const packageSources = readdirSync(join(root, 'packages'))
  .map((p) => (p === 'web' ? join('packages', p, 'app') : join('packages', p, 'src')))
  .filter((p) => existsSync(join(root, p)));

step('typecheck', bin('.', 'tsc'), ['-b']);
step('lint', bin('.', 'eslint'), [
  '.',
  '--cache',
  '--cache-location',
  'node_modules/.cache/eslint/',
  '--max-warnings',
  '0',
]);
step('format (prettier)', bin('.', 'prettier'), [
  '--check',
  '--log-level',
  'warn',
  'packages/*/src/**/*.{ts,tsx}',
  'packages/web/app/**/*.{ts,tsx}',
  'e2e/**/*.ts',
  'tests/**/*.ts',
  '*.ts',
  'scripts/*.mjs',
  'examples/*/{src,test}/**/*.{ts,mjs}',
]);
step('dependency rule', bin('.', 'depcruise'), ['--config', '.dependency-cruiser.cjs', ...packageSources]);
// Every domain export has a production caller, or a dated allow-list entry naming the issue that wires it (ADR 0058).
step('unused domain exports', process.execPath, ['scripts/unused-domain-exports.mjs']);
step('unit, property and integration tests', bin('.', 'vitest'), [
  'run',
  '--coverage',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(results, 'vitest.json')}`,
]);
// The second channel (examples/) against the packed domain: scripts/examples.mjs (ADR 0055).
step('examples against the packed domain', process.execPath, ['scripts/examples.mjs']);
const built =
  step('build web', bin('packages/web', 'react-router'), ['build'], { cwd: join(root, 'packages/web') }) &&
  step(
    'build server',
    bin('packages/server', 'vite'),
    ['build', '--ssr', 'src/main.ts', '--outDir', 'dist', '--logLevel', 'warn'],
    { cwd: join(root, 'packages/server') },
  );

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!built) finish('Browser tests not run: the build failed.');
else if (!existsSync(chromium)) {
  finish(
    `\nBrowser tests NOT run: no Chromium at ${chromium}.\n` +
      "Install Debian's Chromium with: sudo apt-get update && sudo apt-get install -y chromium\n" +
      '(or set CHROMIUM_PATH to another Chromium). CI installs it and always runs them.',
  );
} else {
  step('browser tests (Chromium)', bin('.', 'playwright'), ['test'], {
    env: { ...process.env, CHROMIUM_PATH: chromium },
  });
  finish();
}
