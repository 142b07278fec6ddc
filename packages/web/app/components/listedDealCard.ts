/**
 * The card of a deal on one of the shopper's own lists (recently viewed, the wish list): it says
 * when the deal has ended. Apart from `dealCardModel` so that listings do not load these words.
 */
import type { ListedDeal } from '@kerching/domain/catalogue';
import { DEAL_UNAVAILABLE_NOTICES } from '@kerching/domain/deal';
import { type DealCardModel, dealCardModel } from './dealCardModel';

export const listedDealCardModel = (deal: ListedDeal): DealCardModel => {
  const card = dealCardModel(deal);
  // As the deal's own page heads it.
  return deal.ended ? { ...card, unavailable: DEAL_UNAVAILABLE_NOTICES['DEAL.CLOSED'].heading } : card;
};
