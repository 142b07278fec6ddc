/**
 * `catalog:import <file.json> [--replace]`: reads a catalogue file, checks it with the contract's
 * codecs (shapes, values, references), and writes it in one transaction. Every problem is printed
 * as `path: reason` (`deals[3].priceMinor: expected a whole number >= 0`) and then nothing is
 * written, exit code 1. A database that already has a catalogue is left alone unless --replace
 * is given; then the old catalogue is deleted and the new one written in the same transaction.
 * `importCatalogueJson` is the same without the file: `npm start` loads the demo catalogue with it,
 * so every catalogue enters the database one way, checked by the same codecs.
 */
import { readFile } from 'node:fs/promises';
import * as E from 'fp-ts/Either';
import { type CatalogueProblem, decodeCatalogueFile, formatProblem } from '@kerching/contract';
import {
  analyzeCatalogue,
  type CatalogueData,
  catalogueIsEmpty,
  replaceCatalogue,
  writeCatalogue,
} from '@kerching/adapters-sql';
import type { CliDeps } from './catalogueCommands';

/** How many problems are printed one by one before the rest are counted. */
export const PROBLEMS_SHOWN = 50;

export interface ImportOptions {
  readonly replace: boolean;
}

type ImportDeps = Pick<CliDeps, 'openDatabase' | 'out' | 'err'>;

const reportProblems = (file: string, problems: readonly CatalogueProblem[], deps: ImportDeps): void => {
  deps.err(`${file}: ${problems.length} problem${problems.length === 1 ? '' : 's'} found; nothing was written.`);
  for (const problem of problems.slice(0, PROBLEMS_SHOWN)) deps.err(`  ${formatProblem(problem)}`);
  if (problems.length > PROBLEMS_SHOWN) deps.err(`  ...and ${problems.length - PROBLEMS_SHOWN} more.`);
};

const describe = (data: CatalogueData): string =>
  [
    `${data.sites.length} sites`,
    `${data.locations.length} locations`,
    `${data.categories.length} categories`,
    `${data.merchants.length} merchants`,
    `${data.deals.length} deals`,
    `${data.products.length} products`,
    `${data.reviews?.length ?? 0} reviews`,
    `${data.staticPages?.length ?? 0} pages`,
    `${data.guides?.length ?? 0} guides`,
    `${data.feeds?.length ?? 0} feeds`,
  ].join(', ');

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export const importCatalogue = async (file: string, options: ImportOptions, deps: ImportDeps): Promise<number> => {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    deps.err(`Cannot read ${file}: ${message(error)}`);
    return 1;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    deps.err(`${file} is not valid JSON (${message(error)}); nothing was written.`);
    return 1;
  }
  return importCatalogueJson(file, json, options, deps);
};

/** Checks a catalogue file's JSON and writes it (`file` names it in the messages); see above. */
export const importCatalogueJson = async (
  file: string,
  json: unknown,
  options: ImportOptions,
  deps: ImportDeps,
): Promise<number> => {
  const decoded = decodeCatalogueFile(json);
  if (E.isLeft(decoded)) {
    reportProblems(file, decoded.left, deps);
    return 1;
  }
  const data: CatalogueData = decoded.right;
  const db = await deps.openDatabase();
  try {
    if (!options.replace && !(await catalogueIsEmpty(db))) {
      deps.err('The database already has a catalogue: run again with --replace to replace it. Nothing was written.');
      return 1;
    }
    const started = performance.now();
    await (options.replace ? replaceCatalogue(db, data) : writeCatalogue(db, data));
    await analyzeCatalogue(db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    deps.out(`Imported ${file}: ${describe(data)} (${seconds} s).`);
    return 0;
  } catch (error) {
    deps.err(`Writing ${file} failed, so nothing was written: ${message(error)}`);
    return 1;
  } finally {
    await db.close();
  }
};
