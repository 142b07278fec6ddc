/**
 * `catalog:seed-scale [--deals <n>] [--replace]`: the benchmark catalogue of 100,000 deals (or n),
 * written in one transaction with the bulk path of writeCatalogue, then analysed for the planner.
 * Refuses a database that has a catalogue unless --replace.
 */
import { analyzeCatalogue, catalogueIsEmpty, replaceCatalogue, writeCatalogue } from '@kerching/adapters-sql';
import { SCALE_DEALS, scaleCatalogue } from '@kerching/demo';
import type { CliDeps } from './catalogueCommands';

export interface SeedOptions {
  readonly deals: string | undefined;
  readonly replace: boolean;
}

export const seedScaleCatalogue = async (options: SeedOptions, deps: CliDeps): Promise<number> => {
  const deals = options.deals === undefined ? SCALE_DEALS : Number(options.deals);
  if (!Number.isInteger(deals) || deals < 400 || deals > 1_000_000) {
    deps.err('--deals must be a whole number from 400 to 1000000');
    return 2;
  }
  const started = performance.now();
  const data = scaleCatalogue(deps.now(), deals);
  const generated = performance.now();
  const db = await deps.openDatabase();
  try {
    if (!options.replace && !(await catalogueIsEmpty(db))) {
      deps.err('The database already has a catalogue: run again with --replace to replace it. Nothing was written.');
      return 1;
    }
    await (options.replace ? replaceCatalogue(db, data) : writeCatalogue(db, data));
    await analyzeCatalogue(db);
    const done = performance.now();
    deps.out(
      `Seeded ${data.deals.length} deals, ${data.products.length} products, ${data.reviews?.length ?? 0} reviews: ` +
        `generated in ${((generated - started) / 1000).toFixed(1)} s, written in ${((done - generated) / 1000).toFixed(1)} s.`,
    );
    return 0;
  } catch (error) {
    deps.err(`Seeding failed, so nothing was written: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await db.close();
  }
};
