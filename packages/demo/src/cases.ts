/**
 * The cases the deal rules care about, each present on every site with three deals (a local, a
 * national and a travel one where the case allows). Their ids are fixed: on the site with index s
 * (kerching 0, kerchingie 1, livingsocial 2, livingsocialie 3) case number k, deal j has the id
 * `(s + 1) * 100000 + (k + 1) * 10 + j`. `DEMO_CASES` (demoCatalogue.ts) lists ids and paths.
 * Local cases sit in the site's default location (London, Dublin, Dublin South).
 */
import type { CountryCode } from '@kerching/domain/site';
import { DAY, type DealDraft, type FinishOptions, type SiteContext, withEvergreenPath } from './dealBuilder';

export const CASE_NAMES = [
  'closed',
  'lastChance',
  'lastChanceClosed',
  'buyClosedDeal',
  'soldOut',
  'capped',
  'evergreen',
  'pricePerPerson',
  'deposit',
  'vipOnly',
  'vipPriced',
  'travelNights',
  'giftPackable',
  'clickAndCollect',
  'free',
  'highTotalPrice',
  'adminFee',
  'earlyBird',
  'future',
  'multiProduct',
  'priceDisplay',
  'postage',
  'wellness',
  'wellReviewed',
  'restrictedSubcategory',
  'klarnaExcluded',
] as const;
export type DemoCaseName = (typeof CASE_NAMES)[number];

export interface CaseDeal {
  /** The category leaf (short name); the placement follows from its path type. */
  readonly leaf: string;
  readonly title?: string;
  readonly productCount?: number;
}

export interface CaseSpec {
  readonly deals: (country: CountryCode) => readonly [CaseDeal, CaseDeal, CaseDeal];
  /** Adjusts a built deal; `j` is the deal's index within the case. */
  readonly apply: (draft: DealDraft, context: SiteContext, j: number) => void;
  readonly finish?: FinishOptions;
}

const travel = (country: CountryCode, kind: 'spa' | 'city' | 'coastal' | 'countryside'): string =>
  `${country === 'ie' ? 'ireland' : 'uk'}-${kind}-breaks`;

const same =
  (a: string, b: string, c: string): CaseSpec['deals'] =>
  () => [{ leaf: a }, { leaf: b }, { leaf: c }];

const closedAgo = (draft: DealDraft, context: SiteContext, days: number): void => {
  draft.deal.opensAt = new Date(context.now.getTime() - (days + 30) * DAY);
  draft.deal.createdAt = draft.deal.opensAt;
  draft.deal.closingAt = new Date(context.now.getTime() - days * DAY);
};

export const CASES: Readonly<Record<DemoCaseName, CaseSpec>> = {
  closed: {
    deals: (c) => [{ leaf: 'italian' }, { leaf: 'headphones' }, { leaf: travel(c, 'spa') }],
    apply: (d, ctx) => closedAgo(d, ctx, 10),
  },
  lastChance: {
    deals: (c) => [{ leaf: 'afternoon-tea' }, { leaf: 'bedding' }, { leaf: travel(c, 'city') }],
    apply: (d, ctx) => {
      d.deal.lastChance = true;
      d.deal.closingAt = new Date(ctx.now.getTime() + 5 * 3_600_000);
    },
  },
  lastChanceClosed: {
    deals: (c) => [{ leaf: 'bottomless-brunch' }, { leaf: 'accessories' }, { leaf: travel(c, 'coastal') }],
    apply: (d, ctx) => {
      d.deal.lastChance = true;
      closedAgo(d, ctx, 2);
    },
  },
  buyClosedDeal: {
    deals: (c) => [{ leaf: 'deep-tissue-massage' }, { leaf: 'kitchen' }, { leaf: travel(c, 'countryside') }],
    apply: (d, ctx) => {
      d.deal.enableBuyClosedDeal = true;
      closedAgo(d, ctx, 2);
    },
  },
  soldOut: {
    deals: same('steakhouse', 'smart-home', 'beach-holidays'),
    apply: (d) => {
      d.deal.soldOut = true;
      for (const p of d.products) {
        p.totalRemaining = 0;
        if (p.dailyCap !== null && p.dailyCap !== undefined) p.remainingForDay = 0;
        if (p.weeklyCap !== null && p.weeklyCap !== undefined) p.remainingForWeek = 0;
      }
    },
  },
  capped: {
    deals: same('escape-rooms', 'tv-and-audio', 'european-city-breaks'),
    apply: (d, _ctx, j) => {
      for (const p of d.products) {
        p.dailyCap = 20;
        p.weeklyCap = 100;
        p.remainingForDay = j === 1 ? 5 : 0;
        p.remainingForWeek = j === 1 ? 0 : 40;
      }
    },
  },
  evergreen: {
    deals: same('gym-passes', 'skincare', 'gift-cards'),
    apply: (d, ctx) => {
      d.deal.evergreen = true;
      d.deal.closingAt = new Date(ctx.now.getTime() + 400 * DAY);
      withEvergreenPath(d.deal);
    },
  },
  pricePerPerson: {
    deals: (c) => [{ leaf: 'indian', productCount: 1 }, { leaf: travel(c, 'spa') }, { leaf: 'all-inclusive' }],
    apply: (d) => {
      d.deal.pricePerPerson = true;
      for (const p of d.products) {
        p.priceMinor = Math.round(p.priceMinor / 200) * 100 || p.priceMinor;
        p.originalPriceMinor = Math.round(p.originalPriceMinor / 200) * 100 || p.originalPriceMinor;
        p.friendlyName = p.friendlyName.startsWith('For ')
          ? 'Price per person (minimum 2)'
          : `${p.friendlyName.replace(/ for two$/, '')}, price per person`;
        p.totalPriceMinor = p.priceMinor;
      }
    },
  },
  deposit: {
    deals: (c) => [{ leaf: travel(c, 'city') }, { leaf: 'beach-holidays' }, { leaf: 'cruises' }],
    apply: (d) => {
      const first = d.products[0];
      d.deal.depositPriceMinor = Math.max(2500, Math.round(((first?.priceMinor ?? 10000) * 0.2) / 500) * 500);
    },
  },
  vipOnly: {
    deals: same('vip-restaurants-and-food', 'vip-shopping', 'vip-travel'),
    apply: (d) => {
      d.deal.vipOnly = true;
      d.deal.vipDiscountAllowed = true;
      for (const p of d.products) {
        p.vipExclusive = true;
        p.vipPriceMinor = Math.round((p.priceMinor * 0.85) / 50) * 50;
      }
      d.deal.vipPriceMinor = d.products[0]?.vipPriceMinor ?? null;
    },
  },
  vipPriced: {
    deals: (c) => [{ leaf: 'spa-days-for-two' }, { leaf: 'womens-fashion' }, { leaf: travel(c, 'coastal') }],
    apply: (d) => {
      d.deal.vipDiscountAllowed = true;
      for (const p of d.products) p.vipPriceMinor = Math.round((p.priceMinor * 0.9) / 50) * 50;
      d.deal.vipPriceMinor = d.products[0]?.vipPriceMinor ?? null;
    },
  },
  travelNights: {
    deals: (c) => [
      { leaf: travel(c, 'spa'), productCount: 3 },
      { leaf: travel(c, 'countryside'), productCount: 3 },
      { leaf: 'european-city-breaks', productCount: 3 },
    ],
    apply: (d) => {
      d.deal.dealType = 'calendar';
      d.deal.displayType = 'calendar';
      d.deal.isTravel = true;
      d.deal.nights = d.products[0]?.nights ?? 2;
    },
  },
  giftPackable: {
    deals: same('gifts-for-her', 'gifts-for-him', 'personalised-gifts'),
    apply: (d) => {
      d.deal.giftPackable = true;
      for (const p of d.products) p.giftPack = true;
    },
  },
  clickAndCollect: {
    deals: same('kitchen', 'toys-and-games', 'sports-and-outdoors'),
    apply: (d) => {
      d.deal.clickAndCollect = true;
    },
  },
  free: {
    deals: () => [
      { leaf: 'cookery-classes', title: 'Free Cookery Taster Class', productCount: 1 },
      { leaf: 'perfume', title: 'Free Fragrance Sample Set', productCount: 1 },
      { leaf: 'gym-passes', title: 'Free Gym Day Pass', productCount: 1 },
    ],
    apply: (d) => {
      for (const p of d.products) {
        p.priceMinor = 0;
        p.totalPriceMinor = 0;
        p.vipPriceMinor = null;
        p.friendlyName = d.deal.title.split(' at ')[0] ?? p.friendlyName;
      }
    },
  },
  highTotalPrice: {
    deals: same('laptops-and-tablets', 'driving-experiences', 'beach-holidays'),
    apply: (d) => {
      for (const p of d.products) p.totalPriceMinor = Math.max(p.priceMinor, 3000 + p.priceMinor);
    },
  },
  adminFee: {
    deals: (c) => [{ leaf: 'theme-parks' }, { leaf: 'mobile-phones' }, { leaf: travel(c, 'city') }],
    apply: (d) => {
      for (const p of d.products) {
        p.adminFeeMinor = 195;
        p.totalPriceMinor = p.priceMinor + 195;
      }
    },
  },
  earlyBird: {
    deals: (c) => [{ leaf: 'seafood' }, { leaf: 'watches' }, { leaf: travel(c, 'coastal') }],
    apply: (d) => {
      d.deal.earlyBird = true;
    },
  },
  future: {
    deals: same('asian-fusion', 'garden', 'cruises'),
    apply: (d, ctx) => {
      d.deal.opensAt = new Date(ctx.now.getTime() + 3 * DAY);
      d.deal.createdAt = new Date(ctx.now.getTime() - DAY);
      d.deal.closingAt = new Date(ctx.now.getTime() + 40 * DAY);
    },
  },
  multiProduct: {
    deals: () => [
      { leaf: 'hot-stone-massage', productCount: 4 },
      { leaf: 'bedding', productCount: 4 },
      { leaf: 'cocktail-bars', productCount: 4 },
    ],
    apply: (d) => {
      d.deal.displayType = 'dropdown';
    },
  },
  priceDisplay: {
    deals: same('twilight-spa', 'hair-tools', 'pottery-classes'),
    apply: (d, _ctx, j) => {
      if (j === 0) d.deal.showPrice = false;
      if (j === 1) d.deal.priceIndicative = true;
      if (j === 2) d.deal.showDiscount = false;
    },
  },
  postage: {
    deals: same('headphones', 'jewellery', 'wine-and-spirits'),
    apply: (d, ctx) => {
      d.deal.deliveryType = 'other';
      d.deal.minPostagePriceMinor = ctx.site.currency === 'EUR' ? 495 : 399;
    },
  },
  wellness: {
    deals: same('wellness-spa-days', 'wellness-at-home', 'wellness-retreats'),
    apply: (d) => {
      d.deal.wellness = true;
    },
  },
  wellReviewed: {
    deals: same('afternoon-tea', 'facials', 'skincare'),
    apply: (d) => {
      d.deal.socialCueClaim = 'Over 1,000 bought';
    },
    finish: { reviewCount: 40, glowing: true },
  },
  restrictedSubcategory: {
    deals: same('jewellery', 'watches', 'aftershave'),
    apply: () => undefined,
  },
  klarnaExcluded: {
    deals: same('gift-cards', 'wine-and-spirits', 'gift-cards'),
    apply: () => undefined,
  },
};
