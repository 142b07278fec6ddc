import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { catalogueFileConsistency, CatalogueFileCodec, formatProblem } from '@kerching/contract';
import {
  type CalendarDayInput,
  type CalendarDays,
  calendarDay,
  canCheckInOnDate,
  dateStringOfInstant,
  datesFromTo,
  indexCalendarDays,
  isStayAllowed,
  plusDays,
} from '@kerching/domain/calendar';
import { hasHighTotalPrice, saleWindow, showsAdminFeeNotice } from '@kerching/domain/deal';
import { classifyRoute, parseDealPath, STATIC_PAGE_SLUGS } from '@kerching/domain/routing';
import { discountPercentage } from '@kerching/domain/money';
import { GSHOP_INDEXED_SLUG_IE } from '@kerching/domain/seo';
import { SITES, SITE_KEYS } from '@kerching/domain/site';
import * as O from 'fp-ts/Option';
import type { CalendarDayRecord, DealRecord, ProductRecord } from '@kerching/contract';
import {
  CATEGORY_LEAVES,
  KLARNA_EXCLUDED_SUBCATEGORY_IDS,
  RESTRICTED_SUBCATEGORY_IDS,
  leafOnCountry,
} from './categories';
import { CASE_NAMES, DEMO_CASES, DEMO_NEAR_ME, demoCatalogue } from './demoCatalogue';
import { isTourOperator, merchantPool } from './merchants';
import { BEST_SELLER_CLAIM } from './dealBuilder';

const now = new Date('2026-11-22T12:00:00.000Z');
const catalogue = demoCatalogue(now);
const byId = new Map(catalogue.deals.map((d) => [d.id, d]));
const productsOf = new Map<number, ProductRecord[]>();
for (const p of catalogue.products) productsOf.set(p.dealId, [...(productsOf.get(p.dealId) ?? []), p]);
const calendarDayInputOf = (row: CalendarDayRecord): CalendarDayInput => ({
  dateString: row.date,
  minPrice: row.minPriceMinor,
  vipPrice: O.fromNullable(row.vipPriceMinor),
  additionalCostText: O.fromNullable(row.additionalCostText),
  minLengthOfStay: row.minLengthOfStay,
  maxLengthOfStay: row.maxLengthOfStay,
  openForArrival: row.openForArrival,
  openForDeparture: row.openForDeparture,
  openForSale: row.openForSale,
  soldOut: row.soldOut,
  vipDiscountAllowed: row.vipDiscountAllowed,
});
const isOpen = (d: DealRecord): boolean => d.opensAt <= now && d.closingAt > now;
const dealOf = (id: number): DealRecord => {
  const deal = byId.get(id);
  if (deal === undefined) throw new Error(`no deal ${id}`);
  return deal;
};

describe('the demo catalogue', () => {
  it('is the same on every run, and quick to make', () => {
    const started = performance.now();
    const again = demoCatalogue(now);
    const ms = performance.now() - started;
    expect(JSON.stringify(again)).toBe(JSON.stringify(catalogue));
    expect(ms).toBeLessThan(1500);
  });

  it('gives an Irish stay the phone area code of its own place, not one for all', () => {
    // Eircode routing keys of the demo's Irish stays, with their places' area codes.
    const areaCodes: Readonly<Record<string, string>> = { D02: '01', V93: '064', V92: '066', H91: '091', P17: '021' };
    const checked = catalogue.merchants.filter(
      (m) => m.phone !== null && /\b(D02|V93|V92|H91|P17) /.test(` ${m.address} `),
    );
    expect(checked.length).toBeGreaterThan(5);
    for (const merchant of checked) {
      const key = /\b(D02|V93|V92|H91|P17)\b/.exec(merchant.address)?.[1] ?? '';
      expect(merchant.phone, merchant.address).toMatch(new RegExp(`^${areaCodes[key] ?? '?'} `));
    }
  });

  it('has at least 400 deals on each UK site and 200 on each Irish site', () => {
    for (const key of SITE_KEYS) {
      const count = catalogue.deals.filter((d) => d.siteKey === key).length;
      expect(count).toBeGreaterThanOrEqual(SITES[key].countryCode === 'gb' ? 400 : 200);
    }
  });

  it('passes every check of the catalogue file format', () => {
    const decoded = CatalogueFileCodec.decode(JSON.parse(JSON.stringify(CatalogueFileCodec.encode(catalogue))));
    expect(E.isRight(decoded)).toBe(true);
    if (E.isRight(decoded)) expect(catalogueFileConsistency(decoded.right).map(formatProblem)).toEqual([]);
  });

  it('gives every deal a deal path of the routing rules, ending in its id', () => {
    for (const deal of catalogue.deals) {
      const parsed = parseDealPath(deal.urlPath);
      expect(E.isRight(parsed) && parsed.right.dealId === deal.id && parsed.right.evergreen === deal.evergreen).toBe(
        true,
      );
      expect(classifyRoute(deal.urlPath)).toEqual(E.right(deal.vipOnly === true ? 'vipDeal' : 'deal'));
    }
  });

  it('keeps prices in the site currency, the deal price being its first product price', () => {
    for (const deal of catalogue.deals) {
      expect(deal.currency).toBe(SITES[deal.siteKey].currency);
      const products = productsOf.get(deal.id) ?? [];
      expect(products.length).toBeGreaterThanOrEqual(1);
      expect(products.length).toBeLessThanOrEqual(4);
      expect(deal.priceMinor).toBe(products[0]?.priceMinor);
      if (products.length > 1) expect(deal.displayType === 'dropdown' || deal.displayType === 'calendar').toBe(true);
    }
  });

  it('leads a deal of several products with its cheapest: the "From" price is the least a shopper can pay', () => {
    for (const deal of catalogue.deals) {
      const products = productsOf.get(deal.id) ?? [];
      if (products.length < 2) continue;
      const cheapest = Math.min(...products.map((p) => p.priceMinor));
      const lead = products.find((p) => p.sortOrder === 0);
      expect(products.map((p) => p.sortOrder).sort()).toEqual(products.map((_p, i) => i));
      expect([deal.priceMinor, lead?.priceMinor], `deal ${deal.id}`).toEqual([cheapest, cheapest]);
      expect(deal.originalPriceMinor, `deal ${deal.id}`).toBe(lead?.originalPriceMinor);
      if (deal.isTravel === true) expect(deal.nights, `deal ${deal.id}`).toBe(lead?.nights);
    }
  });

  it('gives the default location of each site at least 10 open deals', () => {
    for (const key of SITE_KEYS) {
      const home = catalogue.locations.find(
        (l) => l.siteKey === key && l.shortName === SITES[key].defaultLocation.shortName,
      );
      expect(home?.name).toBe(SITES[key].defaultLocation.name);
      const open = catalogue.deals.filter((d) => d.locationId === home?.id && isOpen(d) && !d.soldOut);
      expect(open.length).toBeGreaterThanOrEqual(10);
    }
  });

  it('has national, travel and near-me locations, and deals near every near-me area', () => {
    for (const key of SITE_KEYS) {
      const mine = catalogue.locations.filter((l) => l.siteKey === key);
      expect(mine.find((l) => l.shortName === 'national-deal')?.kind).toBe('national');
      expect(mine.find((l) => l.shortName === 'escapes')?.kind).toBe('travel');
      const areas = mine.filter((l) => l.kind === 'near-me');
      expect(areas.map((a) => a.shortName).sort()).toEqual(Object.values(DEMO_NEAR_ME[key]).flat().sort());
      for (const area of areas) {
        expect(mine.find((l) => l.id === area.parentId)?.kind).toBe('local');
        const near = catalogue.deals.filter((d) => d.siteKey === key && (d.tags ?? []).includes(area.shortName));
        expect(near.length).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('uses every category leaf on every site of its country', () => {
    for (const key of SITE_KEYS) {
      const used = new Set(
        catalogue.deals
          .filter((d) => d.siteKey === key)
          .map((d) => d.subsubcategoryId ?? d.subcategoryId ?? d.categoryId),
      );
      const expected = CATEGORY_LEAVES.filter((l) => leafOnCountry(l, SITES[key].countryCode)).map((l) => l.node.id);
      expect(expected.filter((id) => !used.has(id))).toEqual([]);
    }
    const ids = new Set(catalogue.categories.map((c) => c.id));
    for (const id of [...RESTRICTED_SUBCATEGORY_IDS, ...KLARNA_EXCLUDED_SUBCATEGORY_IDS])
      expect(ids.has(id)).toBe(true);
    const nav = (shortName: string) => catalogue.categories.find((c) => c.shortName === shortName);
    expect(nav('uk-travel')).toMatchObject({ name: 'UK Travel', navigationType: 'travel' });
    expect(nav('ireland-travel')).toMatchObject({ name: 'Ireland Travel', navigationType: 'travel' });
    expect(nav('international-travel')).toMatchObject({
      name: 'International Travel',
      navigationType: 'international-travel',
    });
    const travelOn = (key: (typeof SITE_KEYS)[number], sub: string) =>
      catalogue.deals.some((d) => d.siteKey === key && d.subcategoryId === nav(sub)?.id);
    expect([travelOn('kerching', 'uk-travel'), travelOn('kerching', 'ireland-travel')]).toEqual([true, false]);
    expect([travelOn('kerchingie', 'uk-travel'), travelOn('kerchingie', 'ireland-travel')]).toEqual([false, true]);
  });

  it('states in each headline the saving the price box shows, and none where the box shows none', () => {
    const stated = (headline: string): number | null => {
      const match = /(\d+)%/.exec(headline);
      return match === null ? null : Number(match[1]);
    };
    for (const deal of catalogue.deals) {
      const percent = discountPercentage(deal.priceMinor, deal.originalPriceMinor);
      // The box shows no saving when the price or discount is hidden, for a drop-down of options
      // (a "From" price) or without a saving; a free deal's headline states none either.
      const hidden =
        deal.showPrice === false ||
        deal.showDiscount === false ||
        deal.displayType === 'dropdown' ||
        deal.priceMinor === 0 ||
        percent === 0;
      expect(stated(deal.headline)).toBe(hidden ? null : percent);
      expect(deal.headline.includes('up to')).toBe(!hidden && deal.priceIndicative === true);
    }
  });

  it('has chains: some local merchants have one or two other branches in their own town', () => {
    const chains = catalogue.merchants.filter((m) => (m.otherAddresses ?? []).length > 0);
    expect(chains.length).toBeGreaterThan(catalogue.merchants.length / 20);
    for (const merchant of chains) {
      const branches = merchant.otherAddresses ?? [];
      expect(branches.length).toBeLessThanOrEqual(2);
      for (const branch of branches) {
        expect(branch.town).toBe(merchant.town);
        expect(branch.address).toContain(branch.postcode ?? '');
        expect(branch.address).not.toBe(merchant.address);
      }
    }
  });

  it('names the best seller of a deal with three options or more: its most bought, and only it', () => {
    const claimed = catalogue.products.filter((p) => p.bestSellerClaim !== undefined && p.bestSellerClaim !== null);
    expect(claimed.length).toBeGreaterThan(10);
    for (const product of claimed) {
      const options = productsOf.get(product.dealId) ?? [];
      expect(options.length).toBeGreaterThanOrEqual(3);
      expect(options.filter((o) => o.bestSellerClaim === BEST_SELLER_CLAIM)).toEqual([product]);
      expect(Math.max(...options.map((o) => o.totalBought ?? 0))).toBe(product.totalBought);
    }
  });

  it('sells an adrenaline day or an experience at a place that does that thing: no driving lesson at an axe range', () => {
    const merchants = new Map(catalogue.merchants.map((m) => [m.id, m.displayName]));
    const country = new Map(SITE_KEYS.map((key) => [key, SITES[key].countryCode]));
    const checked = ['driving', 'flying', 'axe-throwing', 'karting', 'paintball', 'skydiving'].flatMap((tag) =>
      catalogue.deals
        .filter((d) => (d.tags ?? []).includes(tag))
        .map((d) => {
          const pool: readonly string[] = merchantPool(country.get(d.siteKey) ?? 'gb', '', '', [tag]);
          expect(pool, `${d.title}`).toContain(merchants.get(d.merchantId));
          return d.id;
        }),
    );
    expect(checked.length).toBeGreaterThan(20);
  });

  it('books trips with a travel company and stays at a hotel, in the title and the description', () => {
    const merchants = new Map(catalogue.merchants.map((m) => [m.id, m.displayName]));
    const trips = catalogue.deals.filter((d) => isTourOperator(merchants.get(d.merchantId) ?? ''));
    expect(trips.length).toBeGreaterThan(5);
    for (const deal of trips) {
      const name = merchants.get(deal.merchantId) ?? '';
      expect(deal.title).toContain(` with ${name}`);
      expect(`${deal.title}\n${deal.description}`).not.toContain(` at ${name}`);
      expect(deal.description).not.toContain(`${name} is a short stroll`);
    }
  });

  it('has review summaries that agree with the reviews', () => {
    const ratings = new Map<number, number[]>();
    for (const r of catalogue.reviews ?? []) ratings.set(r.dealId, [...(ratings.get(r.dealId) ?? []), r.rating]);
    for (const deal of catalogue.deals) {
      const mine = ratings.get(deal.id) ?? [];
      expect(deal.reviewTotal).toBe(mine.length);
      const mean = mine.length === 0 ? 0 : mine.reduce((a, b) => a + b, 0) / mine.length;
      expect(Math.abs((deal.reviewAverage ?? 0) - mean)).toBeLessThan(0.006);
      if (deal.opensAt > now) expect(mine).toEqual([]);
    }
  });

  it('finds its words: merchant, category, location and tags are in the search text', () => {
    const deal = dealOf(DEMO_CASES.kerching.closed[0]?.id ?? 0);
    expect(deal.searchText).toContain('Restaurants & Food');
    expect(deal.searchText).toContain('London');
    expect((deal.tags ?? []).length).toBeGreaterThan(2);
  });
});

describe('the rule cases, on every site', () => {
  const visit = {};
  const fromSearch = { usrSrc: 'search' };
  const checks: Readonly<
    Record<(typeof CASE_NAMES)[number], (deal: DealRecord, products: readonly ProductRecord[]) => void>
  > = {
    closed: (d) => expect(saleWindow(saleDeal(d), now, fromSearch)).toBe('CLOSED'),
    lastChance: (d) => expect([d.lastChance, saleWindow(saleDeal(d), now, visit)]).toEqual([true, 'OPEN']),
    lastChanceClosed: (d) => {
      expect(saleWindow(saleDeal(d), now, visit)).toBe('CLOSED');
      expect(saleWindow(saleDeal(d), now, fromSearch)).toBe('LAST_CHANCE');
    },
    buyClosedDeal: (d) => {
      expect(d.closingAt.getTime()).toBe(now.getTime() - 2 * 86_400_000);
      expect(saleWindow(saleDeal(d), now, visit)).toBe('BUY_CLOSED_DEAL');
    },
    soldOut: (d, ps) => expect([d.soldOut, ps.every((p) => p.totalRemaining === 0)]).toEqual([true, true]),
    capped: (_d, ps) => expect(ps.every((p) => p.remainingForDay === 0 || p.remainingForWeek === 0)).toBe(true),
    evergreen: (d) => expect([d.evergreen, d.urlPath.includes(`/e/${d.id}`)]).toEqual([true, true]),
    pricePerPerson: (d) => expect(d.pricePerPerson).toBe(true),
    deposit: (d) => expect(d.depositPriceMinor).toBeGreaterThan(0),
    vipOnly: (d, ps) => expect([d.vipOnly, ps.every((p) => p.vipExclusive === true)]).toEqual([true, true]),
    vipPriced: (d) => expect((d.vipPriceMinor ?? Infinity) < d.priceMinor && d.vipDiscountAllowed === true).toBe(true),
    travelNights: (d, ps) => {
      expect([d.dealType, d.isTravel]).toEqual(['calendar', true]);
      expect(ps.every((p) => (p.nights ?? 0) >= 1)).toBe(true);
    },
    giftPackable: (d, ps) => expect([d.giftPackable, ps.every((p) => p.giftPack === true)]).toEqual([true, true]),
    clickAndCollect: (d) => expect(d.clickAndCollect).toBe(true),
    free: (d, ps) => expect([d.priceMinor, ps.every((p) => p.priceMinor === 0)]).toEqual([0, true]),
    highTotalPrice: (_d, ps) => expect(hasHighTotalPrice({ products: ps.map(totals) })).toBe(true),
    adminFee: (_d, ps) => expect(showsAdminFeeNotice({ products: ps.map(totals) }, true)).toBe(true),
    earlyBird: (d) => expect([d.earlyBird, isOpen(d)]).toEqual([true, true]),
    future: (d) => expect(d.opensAt.getTime()).toBeGreaterThan(now.getTime()),
    multiProduct: (d, ps) => expect([d.displayType, ps.length]).toEqual(['dropdown', 4]),
    priceDisplay: (d) =>
      expect(d.showPrice === false || d.priceIndicative === true || d.showDiscount === false).toBe(true),
    postage: (d) => expect([d.deliveryType, (d.minPostagePriceMinor ?? 0) > 0]).toEqual(['other', true]),
    wellness: (d) => expect(d.wellness).toBe(true),
    wellReviewed: (d) => expect(d.reviewTotal === 40 && (d.reviewAverage ?? 0) >= 4.5).toBe(true),
    restrictedSubcategory: (d) => expect(RESTRICTED_SUBCATEGORY_IDS.some((id) => id === d.subcategoryId)).toBe(true),
    klarnaExcluded: (d) => expect(KLARNA_EXCLUDED_SUBCATEGORY_IDS.some((id) => id === d.subcategoryId)).toBe(true),
  };

  it.each(SITE_KEYS)('%s has three deals of each case, as DEMO_CASES lists them', (key) => {
    for (const name of CASE_NAMES) {
      const listed = DEMO_CASES[key][name];
      expect(listed, name).toHaveLength(3);
      for (const entry of listed) {
        const deal = dealOf(entry.id);
        expect([deal.siteKey, deal.urlPath, deal.title]).toEqual([key, entry.urlPath, entry.title]);
        checks[name](deal, productsOf.get(deal.id) ?? []);
      }
    }
  });

  it('does not depend on the date: the paths are the same for another now', () => {
    const later = demoCatalogue(new Date('2030-02-01T08:00:00.000Z'));
    for (const entry of DEMO_CASES.livingsocialie.travelNights) {
      expect(later.deals.find((d) => d.id === entry.id)?.urlPath).toBe(entry.urlPath);
    }
  });
});

describe('booking calendars of the deals sold by date', () => {
  const calendarDeals = catalogue.deals.filter((d) => d.dealType === 'calendar');
  const today = dateStringOfInstant(now);
  const daysOf = (p: ProductRecord): CalendarDays =>
    indexCalendarDays(
      (p.calendar ?? []).map((row) =>
        E.getOrElseW((error: { detail: string }) => {
          throw new Error(`product ${p.id} ${row.date}: ${error.detail}`);
        })(calendarDay(calendarDayInputOf(row))),
      ),
    );

  it('gives every product of every calendar deal 120 days from today, and no other product any', () => {
    expect(calendarDeals.length).toBeGreaterThan(SITE_KEYS.length * 3);
    for (const deal of calendarDeals)
      for (const p of productsOf.get(deal.id) ?? []) {
        const days = p.calendar ?? [];
        expect(days.map((d) => d.date)).toEqual(datesFromTo(today, plusDays(today, 119)));
        expect(daysOf(p).size).toBe(120);
      }
    for (const p of catalogue.products)
      if (dealOf(p.dealId).dealType !== 'calendar') expect(p.calendar).toBeUndefined();
  });

  it("prices a stay of the product's nights in whole pounds or euros, weekends dearer", () => {
    const wrong: string[] = [];
    for (const deal of calendarDeals)
      for (const p of productsOf.get(deal.id) ?? []) {
        const nights = p.nights ?? 2;
        for (const day of p.calendar ?? []) {
          const weekday = new Date(`${day.date}T00:00:00Z`).getUTCDay();
          const [low, high] = weekday === 5 || weekday === 6 ? [1.15, 1.25] : [0.9, 1.05];
          const fits =
            day.minLengthOfStay === nights &&
            day.maxLengthOfStay === nights &&
            day.minPriceMinor % 100 === 0 &&
            day.minPriceMinor >= Math.round((p.priceMinor * low) / 100) * 100 - 100 &&
            day.minPriceMinor <= Math.round((p.priceMinor * high) / 100) * 100 + 100 &&
            day.vipDiscountAllowed === (p.vipPriceMinor !== null) &&
            (day.vipPriceMinor === null) === (p.vipPriceMinor === null) &&
            (day.vipPriceMinor ?? 0) % 100 === 0 &&
            day.openForDeparture &&
            day.openForSale;
          if (!fits) wrong.push(`product ${p.id} ${day.date}: ${JSON.stringify(day)}`);
        }
      }
    expect(wrong).toEqual([]);
    const weekdays = calendarDeals.flatMap((d) =>
      (productsOf.get(d.id) ?? []).flatMap((p) => (p.calendar ?? []).map((day) => day.minPriceMinor / p.priceMinor)),
    );
    expect(weekdays.some((ratio) => ratio > 1.1)).toBe(true);
    expect(weekdays.some((ratio) => ratio < 1)).toBe(true);
  });

  it('sells out about one day in ten and closes about one in ten for arrival', () => {
    const days = calendarDeals.flatMap((d) => (productsOf.get(d.id) ?? []).flatMap((p) => p.calendar ?? []));
    const share = (count: number): number => count / days.length;
    expect(share(days.filter((d) => d.soldOut).length)).toBeGreaterThan(0.07);
    expect(share(days.filter((d) => d.soldOut).length)).toBeLessThan(0.13);
    expect(share(days.filter((d) => !d.openForArrival).length)).toBeGreaterThan(0.07);
    expect(share(days.filter((d) => !d.openForArrival).length)).toBeLessThan(0.13);
  });

  it('lets a stay start within the next 14 days on every product', () => {
    for (const deal of calendarDeals)
      for (const p of productsOf.get(deal.id) ?? []) {
        const days = daysOf(p);
        const nights = p.nights ?? 2;
        const starts = datesFromTo(today, plusDays(today, 13)).filter(
          (checkIn) => canCheckInOnDate(days, checkIn) && isStayAllowed(days, checkIn, plusDays(checkIn, nights)),
        );
        expect(starts.length, `product ${p.id}`).toBeGreaterThan(0);
      }
  });

  it('keeps a date its price and flags whatever day the catalogue is built on', () => {
    const tomorrow = demoCatalogue(new Date(now.getTime() + 86_400_000));
    const later = new Map(tomorrow.products.map((p) => [p.id, p.calendar ?? []]));
    for (const deal of calendarDeals.slice(0, 10))
      for (const p of productsOf.get(deal.id) ?? []) {
        const next = later.get(p.id) ?? [];
        expect(next.slice(0, 119)).toEqual((p.calendar ?? []).slice(1));
      }
  });
});

describe('pages, guides and feeds', () => {
  it("has every static page of each site's edition: privacypolicy-ie Irish only, the Modern Slavery Act statement UK only", () => {
    for (const key of SITE_KEYS) {
      const irish = SITES[key].countryCode === 'ie';
      const pages = (catalogue.staticPages ?? []).filter((p) => p.siteKey === key);
      const expected = STATIC_PAGE_SLUGS.filter((s) =>
        irish ? s !== 'uk-modern-slavery-act-transparency-statement' : s !== 'privacypolicy-ie',
      );
      expect(pages.map((p) => p.slug).sort()).toEqual([...expected].sort());
      for (const page of pages) {
        expect(page.body.length).toBeGreaterThan(200);
      }
      const faqs = pages.find((p) => p.slug === 'faqs')?.body ?? '';
      expect(faqs).toContain(irish ? '€4.99' : '£4.99');
      const privacy = pages.find((p) => p.slug === 'privacypolicy')?.body ?? '';
      expect(privacy).toContain(irish ? 'Data Protection Commission' : "Information Commissioner's Office");
      expect(pages.find((p) => p.slug === 'aboutus')?.title).toBe(`About ${SITES[key].displayName}`);
      // Pay in 3 is for UK residents (spec 2 §9).
      const finance = pages.find((p) => p.slug === 'regulated-finance-disclosure.html')?.body ?? '';
      expect(finance.includes('Pay in 3')).toBe(!irish);
    }
  });

  it('has the guide hub, holiday and Black Friday guides and more, each with live deals of its site', () => {
    for (const key of SITE_KEYS) {
      const guides = (catalogue.guides ?? []).filter((g) => g.siteKey === key);
      expect(guides.length).toBeGreaterThanOrEqual(7);
      for (const slug of ['hub', 'holiday-deals', 'black-friday-deals', 'date-night-ideas', 'spa-day-guide']) {
        const guide = guides.find((g) => g.slug === slug);
        expect(guide?.dealIds.length, `${key} ${slug}`).toBeGreaterThan(2);
        for (const id of guide?.dealIds ?? []) expect(isOpen(dealOf(id)) && dealOf(id).siteKey === key).toBe(true);
      }
    }
  });

  it('has feeds, one redirecting, and the indexed gshop slug on the Irish sites', () => {
    for (const key of SITE_KEYS) {
      const feeds = (catalogue.feeds ?? []).filter((f) => f.siteKey === key);
      expect(feeds.length).toBeGreaterThanOrEqual(6);
      expect(feeds.some((f) => f.redirectUrl !== undefined && f.redirectUrl !== null)).toBe(true);
      expect(feeds.some((f) => f.slug === GSHOP_INDEXED_SLUG_IE)).toBe(SITES[key].countryCode === 'ie');
    }
  });
});

const saleDeal = (d: DealRecord) => ({
  closingDate: d.closingAt,
  enableBuyClosedDeal: d.enableBuyClosedDeal ?? false,
  display: { lastChance: d.lastChance ?? false },
});
const totals = (p: ProductRecord) => ({
  totalPrice: p.totalPriceMinor ?? p.priceMinor,
  adminFee: p.adminFeeMinor ?? 0,
});
