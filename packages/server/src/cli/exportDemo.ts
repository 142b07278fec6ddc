/**
 * `catalog:export-demo <file.json> [--now <ISO date-time>]`: writes the demo catalogue (dates
 * relative to now, or to --now) as a catalogue file, to show the format by example and to start
 * a real catalogue from.
 */
import { writeFile } from 'node:fs/promises';
import { demoCatalogueFile } from '@kerching/demo';
import type { CliDeps } from './catalogueCommands';

export const exportDemoCatalogue = async (
  file: string,
  nowText: string | undefined,
  deps: Pick<CliDeps, 'out' | 'err' | 'now'>,
): Promise<number> => {
  const now = nowText === undefined ? deps.now() : new Date(nowText);
  if (Number.isNaN(now.getTime())) {
    deps.err(`--now must be an ISO 8601 date-time such as 2026-11-22T12:00:00Z, not ${nowText ?? ''}`);
    return 2;
  }
  const json = demoCatalogueFile(now);
  try {
    await writeFile(file, `${JSON.stringify(json, null, 1)}\n`);
  } catch (error) {
    deps.err(`Cannot write ${file}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  deps.out(`Wrote the demo catalogue (${json.deals.length} deals) to ${file}.`);
  return 0;
};
