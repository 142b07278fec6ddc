#!/usr/bin/env node
// The root npm scripts run through here so that `npm start` and `npm test` work on a machine that
// has only Node and npm: pnpm is used from PATH when it is the pinned version, otherwise through
// `npx -y pnpm@<pinned>` (npm caches it after the first run).
import { spawnSync, execSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];

function pnpmCommand() {
  try {
    const v = execSync('pnpm --version', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    if (v === pinned) return ['pnpm'];
  } catch {
    /* not installed */
  }
  return ['npx', '-y', `pnpm@${pinned}`];
}

const pnpm = pnpmCommand();

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, shell: false, ...opts });
  if (r.error) throw r.error;
  return r.status ?? 1;
}
function must(cmd, args, opts) {
  const status = run(cmd, args, opts);
  if (status !== 0) process.exit(status);
}
const p = (...args) => must(pnpm[0], [...pnpm.slice(1), ...args]);

function install() {
  const lock = join(root, 'pnpm-lock.yaml');
  const marker = join(root, 'node_modules', '.modules.yaml');
  if (existsSync(marker) && existsSync(lock) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  p('install', ...(process.env.CI ? ['--frozen-lockfile'] : []));
}

function build() {
  p('--filter', '@kerching/web', 'run', 'build');
  p('--filter', '@kerching/server', 'run', 'build');
}

const [task, ...rest] = process.argv.slice(2);
switch (task) {
  case 'install':
    install();
    break;
  case 'build':
    install();
    build();
    break;
  case 'start':
    install();
    build();
    must('node', ['packages/server/dist/main.js', 'serve', ...rest], {
      env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
    });
    break;
  case 'test':
    install();
    must('node', ['scripts/test.mjs', ...rest]);
    break;
  case 'typecheck':
    install();
    p('exec', 'tsc', '-b');
    break;
  case 'lint':
    install();
    p('exec', 'eslint', '.');
    break;
  case 'catalog:import':
    install();
    build();
    must('node', ['packages/server/dist/main.js', 'catalog:import', ...rest]);
    break;
  default:
    console.error(`unknown task: ${task}`);
    process.exit(2);
}
