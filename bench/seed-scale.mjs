#!/usr/bin/env node
// The scale seed: 100,000 deals (deterministic: the demo catalogue grown, 30,000 on each UK site
// and 20,000 on each Irish site, every rule case included) for the search and listing benchmarks.
// Never loaded by `npm start`.
//
//   npm run build                      # once: the seed runs in the built server bundle
//   node bench/seed-scale.mjs          # into DATA_DIR (default .data/scale, not npm start's .data/pglite)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench node bench/seed-scale.mjs --replace
//   node bench/seed-scale.mjs --deals 20000
//
// Options: --deals <n> (default 100000), --replace (delete the catalogue there is first; without it
// a database that has a catalogue is left alone). KERCHING_SERVER_DIST picks another build folder.
// It runs `node <dist>/main.js catalog:seed-scale`: the generator is packages/demo/src/
// scaleCatalogue.ts and the write is writeCatalogue's bulk path (one transaction; foreign keys and
// secondary indexes set aside during the load and restored after it).
//
// Measured on the 2-core development machine, shared with other work (load average 6 to 7), for
// 100,000 deals, 228,047 products and 121,029 reviews:
//   PGlite DATA_DIR:           generated in 8.0 s, written in 54.0 s (63.9 s in all)
//   PostgreSQL 15 DATABASE_URL: generated in 3.8 s, written in 19.8 s (24.8 s in all)
// (Row by row, with every foreign key and GIN index kept up during the load, PGlite took over
// 260 s for the same catalogue.)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'packages', 'server', process.env.KERCHING_SERVER_DIST ?? 'dist');
const main = join(dist, 'main.js');
if (!existsSync(main)) {
  console.error(`No server build at ${main}: run \`npm run build\` first.`);
  process.exit(2);
}
const env = { ...process.env };
if (!env.DATABASE_URL && !env.DATA_DIR) env.DATA_DIR = join(root, '.data', 'scale');
console.log(`Seeding ${env.DATABASE_URL ? 'the PostgreSQL database in DATABASE_URL' : env.DATA_DIR}...`);
const started = Date.now();
const result = spawnSync('node', [main, 'catalog:seed-scale', ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: root,
  env,
});
console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s (exit ${result.status}).`);
process.exit(result.status ?? 1);
