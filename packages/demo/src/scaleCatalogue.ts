/**
 * The scale seed for benchmarks: the demo catalogue grown to 100,000 deals (30,000 on each UK
 * site, 20,000 on each Irish site, the rule cases included), with at most two reviews a deal.
 * Deterministic like the demo. Never loaded by `npm start`: see bench/seed-scale.mjs.
 */
import type { CatalogueFile } from '@kerching/contract';
import { CASE_NAMES } from './cases';
import { demoCatalogue } from './demoCatalogue';

export const SCALE_DEALS = 100_000;
const CASE_DEALS_PER_SITE = CASE_NAMES.length * 3;

/** `total` deals over the four sites, three UK deals for every two Irish ones. */
export const scaleCatalogue = (now: Date, total = SCALE_DEALS): CatalogueFile => {
  const uk = Math.round((total * 0.3) / 1);
  const ie = (total - 2 * uk) / 2;
  const ieWhole = Math.floor(ie);
  const ukWhole = (total - 2 * ieWhole) / 2;
  return demoCatalogue(now, {
    bulkDealsPerUkSite: Math.max(0, Math.floor(ukWhole) - CASE_DEALS_PER_SITE),
    bulkDealsPerIeSite: Math.max(0, ieWhole - CASE_DEALS_PER_SITE),
    idStride: 1_000_000,
    maxReviewsPerDeal: 2,
  });
};
