/**
 * What a deal page shows of a deal (spec 1 §3 "Deal" and "Product within a deal"): the deal model
 * of the deal family (`Deal`, which the availability and quantity rules read) plus every field the
 * page displays. A `DealDetail` is a `Deal`, so every deal rule takes it as it is.
 *
 * Money is in minor units (ADR 4), instants are `Date`s, absent values are `Option`s (the fields
 * inherited from `Deal` keep its optional properties).
 */
import type * as O from 'fp-ts/Option';
import type { Deal, DealDisplay, DealProduct } from '../deal/deal';
import type { PriceDisplayFlags, ProductDisplayType } from '../money/priceDisplayMode';
import type { SiteKey } from '../site/site';

/** A place on the map: the merchant's main address (spec 1 §3 Deal `business.mainAddress`). */
export interface Address {
  /** The street line: "10 Main Street, York". */
  readonly line: string;
  readonly town: string;
  readonly postcode: string;
  readonly lat: number;
  readonly lon: number;
}

/** An address as lines: the street line, then the town and postcode unless the line already has them. */
export const addressLines = ({ line, town, postcode }: Address): readonly string[] => {
  const has = (part: string): boolean => part.trim() === '' || line.toLowerCase().includes(part.toLowerCase());
  return [line, ...(has(town) ? [] : [town]), ...(has(postcode) ? [] : [postcode])];
};

/** The merchant of a deal (spec 1 §3 Deal `business`). */
export interface Business {
  readonly name: string;
  readonly displayName: string;
  readonly mainAddress: Address;
  /** Where else the voucher can be used (spec 1 §3 Deal `business.otherAddresses`), in order. */
  readonly otherAddresses: readonly Address[];
  readonly phone: O.Option<string>;
  readonly website: O.Option<string>;
}

/** Every display flag of the deal (spec 1 §3 Deal "display flags"). */
export interface DealDetailDisplay extends DealDisplay, PriceDisplayFlags {
  readonly earlyBird: boolean;
  readonly clickAndCollectDeal: boolean;
}

export interface DealCategoryRef {
  readonly name: string;
  readonly shortName: string;
  readonly canonicalPathType: string;
}

export interface DealSubCategoryRef {
  readonly id: number;
  readonly name: string;
  readonly shortName: string;
}

export interface DealLocationRef {
  readonly name: string;
  readonly shortName: string;
}

/** A product within a deal, with the fields a deal page shows. */
export interface DealDetailProduct extends DealProduct {
  readonly vipPrice: O.Option<number>;
  readonly vipExclusive: boolean;
  readonly totalBought: number;
  /** Stock left overall. */
  readonly totalRemaining: number;
  /** Left to sell today and this week: the product's daily and weekly caps net of today's and this week's sales. */
  readonly remainingForDay: number;
  readonly remainingForWeek: number;
  readonly nights: O.Option<number>;
  readonly giftPack: boolean;
}

export interface DealDetail extends Deal {
  readonly site: SiteKey;
  readonly headline: string;
  readonly description: string;
  readonly finePrint: string;
  /** When the deal goes on sale; before that only a preview shows it. */
  readonly opensAt: Date;
  readonly evergreen: boolean;
  readonly vipPrice: O.Option<number>;
  readonly priceIndicative: boolean;
  readonly minPostagePrice: number;
  readonly deliveryType: 'none' | 'other';
  readonly dealType: 'default' | 'calendar';
  readonly depositPrice: O.Option<number>;
  readonly isTravel: boolean;
  readonly nights: O.Option<number>;
  readonly vipOnly: boolean;
  readonly giftPackable: boolean;
  readonly business: Business;
  readonly location: DealLocationRef;
  readonly category: DealCategoryRef;
  readonly subCategory: O.Option<DealSubCategoryRef>;
  /** The main image, then the others (`image` and `images`). */
  readonly imageId: string;
  readonly imageIds: readonly string[];
  readonly display: DealDetailDisplay;
  readonly productDisplay: { readonly type: ProductDisplayType };
  readonly products: readonly DealDetailProduct[];
}

/** The deal's images, main image first, each once. */
export const dealImageIds = (deal: Pick<DealDetail, 'imageId' | 'imageIds'>): readonly string[] => [
  ...new Set([deal.imageId, ...deal.imageIds]),
];

/** The cache tag of a site's deal data: every entry of the site goes when any of its deals changes. */
export const dealsCacheTag = (site: SiteKey): string => `deals:${site}`;
