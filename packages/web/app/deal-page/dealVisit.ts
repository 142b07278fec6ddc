/**
 * How the shopper reached a deal page, read from its address (spec 1 §2 deal page query parameters
 * usr_src and st_cid): the page shows, and the basket keeps, a closed lastChance deal on sale by it.
 */
import { type DealVisit, dealVisitFromQuery } from '@kerching/domain/deal';

export const dealVisitOf = (params: URLSearchParams): DealVisit =>
  dealVisitFromQuery({ usr_src: params.get('usr_src') ?? undefined, st_cid: params.get('st_cid') ?? undefined }, false);
