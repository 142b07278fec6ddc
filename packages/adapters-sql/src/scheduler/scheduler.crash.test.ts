/**
 * Jobs that survive (issue 41 item 6, ADR 54): a process is killed (SIGKILL) in the middle of a
 * delayed job; a new process on the same database runs it again and it completes exactly once —
 * on PGlite (a data directory) and on PostgreSQL (pg-boss).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../pgliteClient';
import { openPostgres } from '../postgresClient';
import type { SqlClient } from '../sqlClient';

const here = dirname(fileURLToPath(import.meta.url));
const childFile = join(here, '../../node_modules/.cache/kerching-scheduler-child.mjs');

/** Builds crashChild.ts into one ES module (the test runner's esbuild), next to this package's dependencies. */
const buildChild = async (): Promise<void> => {
  const fromVitest = createRequire(createRequire(import.meta.url).resolve('vitest/package.json'));
  const fromVite = createRequire(fromVitest.resolve('vite/package.json'));
  const esbuild = fromVite('esbuild') as { build(options: Record<string, unknown>): Promise<unknown> };
  mkdirSync(dirname(childFile), { recursive: true });
  await esbuild.build({
    entryPoints: [join(here, 'testing/crashChild.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    // Workspace packages are TypeScript: bundled; the rest is loaded from this package's node_modules.
    external: ['pg', 'pg-boss', '@electric-sql/*', 'umzug'],
    outfile: childFile,
    logLevel: 'silent',
  });
};

/** Starts the child; resolves with it once it has printed `line`. */
const runUntil = (args: readonly string[], line: string): Promise<ChildProcess> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [childFile, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`no ${line} in 20 s: ${out} ${err}`)), 20_000);
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      if (out.includes(line)) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
    child.on('exit', (code) => {
      if (!out.includes(line)) {
        clearTimeout(timer);
        reject(new Error(`child exited ${String(code)} before ${line}: ${err}`));
      }
    });
  });

const kill = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

interface Target {
  readonly name: string;
  readonly args: readonly string[];
  open(): Promise<SqlClient>;
  cleanUp(): Promise<void>;
}

const pgliteTarget = (): Target => {
  const dir = mkdtempSync(join(tmpdir(), 'kerching-jobs-'));
  return {
    name: 'pglite',
    args: ['pglite', dir, ''],
    open: () => openPglite(dir),
    cleanUp: async () => rmSync(dir, { recursive: true, force: true }),
  };
};

const postgresTarget = (url: string): Target => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  return {
    name: 'postgres',
    args: ['postgres', url, schema],
    open: () => openPostgres({ connectionString: url, schema }),
    cleanUp: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE; DROP SCHEMA IF EXISTS ${schema}_boss CASCADE`);
      await client.end();
    },
  };
};

const url = process.env['TEST_DATABASE_URL'];
const targets = [
  { name: 'pglite', make: pgliteTarget },
  ...(url === undefined || url === '' ? [] : [{ name: 'postgres', make: () => postgresTarget(url) }]),
];

beforeAll(buildChild, 60_000);

describe.each(targets)('a delayed job on $name', ({ make }) => {
  const target = make();
  afterAll(() => target.cleanUp());

  it('runs once more after its process is killed mid-run, and completes exactly once', async () => {
    const first = await runUntil([...target.args, 'schedule-hang'], 'HANGING');
    await kill(first);
    const second = await runUntil([...target.args, 'run'], 'DONE');
    await kill(second);

    const db = await target.open();
    try {
      const tries = await db.query<{ job_id: string; attempt: number }>(
        'SELECT job_id, attempt FROM probe_try ORDER BY attempt',
      );
      const done = await db.query<{ job_id: string; runs: number }>('SELECT job_id, runs FROM probe_done');
      expect(tries.map((t) => t.attempt)).toEqual([1, 2]);
      expect(new Set(tries.map((t) => t.job_id)).size).toBe(1);
      expect(done).toEqual([{ job_id: tries[0]?.job_id, runs: 1 }]);
    } finally {
      await db.close();
    }
  }, 60_000);
});
