/**
 * The catalogue commands of the server process (`node dist/main.js <command> ...`):
 * - `catalog:import <file.json> [--replace]`: validate a catalogue file and write it in one
 *   transaction (`npm run catalog:import -- file.json`); see importCatalogue.ts.
 * - `catalog:export-demo <file.json> [--now <ISO date-time>]`: write the demo catalogue as a
 *   catalogue file, the format documented by example.
 * - `catalog:seed-scale [--deals <n>] [--replace]`: load the 100,000-deal benchmark catalogue
 *   (bench/seed-scale.mjs runs this).
 * Each returns the process exit code: 0 done, 1 refused or failed (nothing written), 2 misused.
 */
import { resolve } from 'node:path';
import type { SqlClient } from '@kerching/adapters-sql';
import { exportDemoCatalogue } from './exportDemo';
import { importCatalogue } from './importCatalogue';
import { seedScaleCatalogue } from './seedScale';

export interface CliDeps {
  /** Opens the configured database, migrated. */
  readonly openDatabase: () => Promise<SqlClient>;
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  readonly now: () => Date;
  /** Where relative file names start: the directory `npm run` was called from. */
  readonly cwd: string;
  /**
   * Tells running servers that every site's catalogue changed (over Redis, when REDIS_URL is set),
   * so they drop their cached deal data now rather than within 10 minutes.
   */
  readonly catalogueChanged?: () => Promise<void>;
}

export const CATALOGUE_COMMANDS = ['catalog:import', 'catalog:export-demo', 'catalog:seed-scale'] as const;
export type CatalogueCommand = (typeof CATALOGUE_COMMANDS)[number];

export const isCatalogueCommand = (command: string): command is CatalogueCommand =>
  (CATALOGUE_COMMANDS as readonly string[]).includes(command);

export interface ParsedArgs {
  readonly positional: readonly string[];
  readonly flags: ReadonlySet<string>;
  readonly options: ReadonlyMap<string, string>;
}

/** `a --replace --now 2026-01-01T00:00:00Z` -> positional [a], flags {replace}, options {now}. */
export const parseArgs = (args: readonly string[], valued: readonly string[]): ParsedArgs => {
  const positional: string[] = [];
  const flags = new Set<string>();
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (!arg.startsWith('--')) positional.push(arg);
    else if (valued.includes(arg.slice(2))) options.set(arg.slice(2), args[(i += 1)] ?? '');
    else flags.add(arg.slice(2));
  }
  return { positional, flags, options };
};

const USAGE: Readonly<Record<CatalogueCommand, string>> = {
  'catalog:import': 'usage: catalog:import <file.json> [--replace]',
  'catalog:export-demo': 'usage: catalog:export-demo <file.json> [--now <ISO date-time>]',
  'catalog:seed-scale': 'usage: catalog:seed-scale [--deals <count>] [--replace]',
};

export const runCatalogueCommand = async (
  command: CatalogueCommand,
  args: readonly string[],
  deps: CliDeps,
): Promise<number> => {
  const parsed = parseArgs(args, ['now', 'deals']);
  const unknown = [...parsed.flags].filter((f) => f !== 'replace');
  const file = parsed.positional[0];
  const misused =
    unknown.length > 0 ||
    (command === 'catalog:seed-scale'
      ? parsed.positional.length > 0
      : parsed.positional.length !== 1 || file === undefined);
  if (misused) {
    deps.err(USAGE[command]);
    return 2;
  }
  switch (command) {
    case 'catalog:import':
      return announced(
        await importCatalogue(resolve(deps.cwd, file ?? ''), { replace: parsed.flags.has('replace') }, deps),
        deps,
      );
    case 'catalog:export-demo':
      return exportDemoCatalogue(resolve(deps.cwd, file ?? ''), parsed.options.get('now'), deps);
    case 'catalog:seed-scale':
      return announced(
        await seedScaleCatalogue({ deals: parsed.options.get('deals'), replace: parsed.flags.has('replace') }, deps),
        deps,
      );
  }
};

/** After a command that wrote the catalogue (`code` 0), running servers are told if they can be. */
const announced = async (code: number, deps: CliDeps): Promise<number> => {
  if (code !== 0 || deps.catalogueChanged === undefined) return code;
  try {
    await deps.catalogueChanged();
    deps.out('Told the running servers that the catalogue changed.');
  } catch (error) {
    deps.err(
      `The catalogue was written, but the running servers could not be told (${error instanceof Error ? error.message : String(error)}); they show it within 10 minutes.`,
    );
  }
  return code;
};
