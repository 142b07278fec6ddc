import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SqlClient, migrate, openPglite } from '@kerching/adapters-sql';
import { CASE_NAMES, demoCatalogue } from '@kerching/demo';
import { type CliDeps, runCatalogueCommand } from './catalogueCommands';
import { exportDemoCatalogue } from './exportDemo';
import { PROBLEMS_SHOWN } from './importCatalogue';

const now = new Date('2026-11-22T12:00:00.000Z');
const dir = mkdtempSync(join(tmpdir(), 'kerching-cli-'));
const demoFile = join(dir, 'demo.json');

describe('catalogue commands', () => {
  beforeAll(async () => {
    await exportDemoCatalogue(demoFile, now.toISOString(), {
      out: () => undefined,
      err: () => undefined,
      now: () => now,
    });
  });
  let db: SqlClient;
  let out: string[];
  let err: string[];
  let deps: CliDeps;
  beforeEach(async () => {
    db = await openPglite('memory://');
    await migrate(db);
    out = [];
    err = [];
    deps = {
      openDatabase: async () => ({ ...db, close: async () => undefined }),
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      now: () => now,
      cwd: dir,
    };
  });
  afterEach(async () => db.close());

  const count = async (table: string): Promise<number> =>
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? -1;
  const demoJson = (): Record<string, unknown[]> =>
    JSON.parse(readFileSync(demoFile, 'utf8')) as Record<string, unknown[]>;
  const writeJson = (name: string, json: unknown): string => {
    writeFileSync(join(dir, name), JSON.stringify(json));
    return name;
  };

  it('exports the demo catalogue and imports it again, all of it', async () => {
    expect(await runCatalogueCommand('catalog:export-demo', ['export.json', '--now', now.toISOString()], deps)).toBe(0);
    expect(out[0]).toMatch(/^Wrote the demo catalogue \(\d+ deals\) to .*export\.json\.$/);
    expect(readFileSync(join(dir, 'export.json'), 'utf8')).toBe(readFileSync(demoFile, 'utf8'));
    const json = demoJson();
    expect(json['formatVersion']).toBe(1);
    expect(json['deals']?.[0]).toMatchObject({ opensAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(await runCatalogueCommand('catalog:import', ['export.json'], deps)).toBe(0);
    const demo = demoCatalogue(now);
    expect(await count('deal')).toBe(demo.deals.length);
    expect(await count('review')).toBe(demo.reviews?.length);
    expect(await count('static_page')).toBe(demo.staticPages?.length);
    expect(out[1]).toContain(`${demo.deals.length} deals`);
    expect(err).toEqual([]);
  }, 60_000);

  it('reports bad records with their path and reason, and writes nothing', async () => {
    const json = demoJson();
    const deals = (json['deals'] ?? []).map((d, i) => (i === 3 ? { ...(d as object), priceMinor: -1 } : d));
    const products = (json['products'] ?? []).map((p, i) => (i === 0 ? { ...(p as object), friendlyName: 7 } : p));
    const file = writeJson('bad.json', { ...json, deals, products });
    expect(await runCatalogueCommand('catalog:import', [file], deps)).toBe(1);
    expect(err).toEqual([
      `${join(dir, file)}: 2 problems found; nothing was written.`,
      '  deals[3].priceMinor: expected a whole number >= 0',
      '  products[0].friendlyName: expected a non-empty string',
    ]);
    expect(await count('deal')).toBe(0);
    expect(await count('site')).toBe(0);
  });

  it('reports broken references too, and counts what it does not print', async () => {
    const json = demoJson();
    const products = (json['products'] ?? []).map((p, i) => (i < 60 ? { ...(p as object), dealId: 1 } : p));
    expect(await runCatalogueCommand('catalog:import', [writeJson('refs.json', { ...json, products })], deps)).toBe(1);
    expect(err[1]).toBe('  products[0].dealId: no deal with id 1');
    expect(err).toHaveLength(PROBLEMS_SHOWN + 2);
    expect(err[err.length - 1]).toBe(`  ...and ${60 - PROBLEMS_SHOWN} more.`);
    expect(await count('deal')).toBe(0);
  });

  it('refuses files it cannot read or parse', async () => {
    expect(await runCatalogueCommand('catalog:import', ['missing.json'], deps)).toBe(1);
    expect(err[0]).toMatch(/^Cannot read .*missing\.json: ENOENT/);
    writeFileSync(join(dir, 'broken.json'), '{"sites": [');
    expect(await runCatalogueCommand('catalog:import', ['broken.json'], deps)).toBe(1);
    expect(err[1]).toMatch(/broken\.json is not valid JSON \(.*\); nothing was written\.$/);
  });

  it('leaves an existing catalogue alone unless told to replace it', async () => {
    const json = demoJson();
    const small = {
      ...json,
      deals: (json['deals'] ?? []).slice(0, 40),
      products: (json['products'] ?? []).filter((p) => (p as { dealId: number }).dealId % 100_000 < 600),
      reviews: [],
      guides: [],
    };
    const smallDeals = new Set(small.deals.map((d) => (d as { id: number }).id));
    small.products = small.products.filter((p) => smallDeals.has((p as { dealId: number }).dealId));
    let told = 0;
    const telling: CliDeps = { ...deps, catalogueChanged: async () => void (told += 1) };
    expect(await runCatalogueCommand('catalog:import', [writeJson('small.json', small)], telling)).toBe(0);
    expect(out.at(-1)).toBe('Told the running servers that the catalogue changed.');
    expect(await runCatalogueCommand('catalog:import', ['demo.json'], telling)).toBe(1);
    expect(err[0]).toBe(
      'The database already has a catalogue: run again with --replace to replace it. Nothing was written.',
    );
    expect(await count('deal')).toBe(40);
    expect(told).toBe(1);
    // Servers that cannot be told do not undo the import: they catch up when their cache expires.
    const unreachable: CliDeps = { ...deps, catalogueChanged: () => Promise.reject(new Error('ECONNREFUSED')) };
    expect(await runCatalogueCommand('catalog:import', ['demo.json', '--replace'], unreachable)).toBe(0);
    expect(await count('deal')).toBe(json['deals']?.length);
    expect(err[1]).toBe(
      'The catalogue was written, but the running servers could not be told (ECONNREFUSED); they show it within 10 minutes.',
    );
  }, 60_000);

  it('explains how to call it', async () => {
    expect(await runCatalogueCommand('catalog:import', [], deps)).toBe(2);
    expect(await runCatalogueCommand('catalog:import', ['a.json', '--force'], deps)).toBe(2);
    expect(await runCatalogueCommand('catalog:seed-scale', ['--deals', 'many'], deps)).toBe(2);
    expect(await runCatalogueCommand('catalog:export-demo', ['x.json', '--now', 'soon'], deps)).toBe(2);
    expect(err[0]).toBe('usage: catalog:import <file.json> [--replace]');
  });

  it('seeds a scale catalogue of the size asked, cases included', async () => {
    expect(await runCatalogueCommand('catalog:seed-scale', ['--deals', '1200'], deps)).toBe(0);
    expect(await count('deal')).toBe(1200);
    expect(out[0]).toMatch(
      /^Seeded 1200 deals, \d+ products, \d+ reviews: generated in [\d.]+ s, written in [\d.]+ s\.$/,
    );
    const [cases] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM deal WHERE id % 1000000 < 1000`);
    expect(cases?.n).toBe(4 * 3 * CASE_NAMES.length);
  }, 60_000);
});
