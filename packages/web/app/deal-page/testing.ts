/** Deal page data for the deal page's component and presenter tests. */
import { backInStockAlertOffered } from '@kerching/domain/alerts';
import * as O from 'fp-ts/Option';
import type { DealPageData } from '@kerching/application';
import { type DealDetail, dealOffer } from '@kerching/domain/catalogue';
import { A_DEAL_NOW, aDealDetail } from '@kerching/domain/catalogue/testing';
import type { DealVisit } from '@kerching/domain/deal';

export const aDealPage = (
  overrides: Partial<DealDetail> = {},
  options: { readonly visit?: DealVisit; readonly preview?: boolean; readonly selected?: number } = {},
): DealPageData => {
  const deal = aDealDetail(overrides);
  const offer = dealOffer(deal, {
    now: A_DEAL_NOW,
    visit: options.visit ?? {},
    utcOffsetMinutes: 60,
    vipUser: false,
    goodReview: { threshold: 4.5, lightVariant: false },
    onDealPath: true,
  });
  return {
    offer,
    canonicalPath: deal.urlPath,
    evergreenPath: O.none,
    selectedProductId: O.fromNullable(options.selected),
    preview: options.preview ?? false,
    reviews: O.some({
      reviews: [
        { id: 1, rating: 5, author: 'Priya', title: 'Perfect treat', body: 'Lovely scones.', createdAt: A_DEAL_NOW },
        { id: 2, rating: 4, author: 'Tom', title: 'Good value', body: 'Would go again.', createdAt: A_DEAL_NOW },
      ],
      total: 12,
      page: 0,
      size: 10,
      sortBy: 'recent',
    }),
    now: A_DEAL_NOW,
    backInStockAlert: !(options.preview ?? false) && backInStockAlertOffered(offer, A_DEAL_NOW),
  };
};

export const ORIGIN = 'http://kerching.localhost:3000';
