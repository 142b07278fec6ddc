import type { CalendarDayRow, CatalogueData, DealRow } from '../catalogue/catalogueData';

const day = 86_400_000;
export const FIXED_NOW = new Date('2026-06-01T12:00:00.000Z');

export const aDealRow = (id: number, overrides: Partial<DealRow> = {}): DealRow => ({
  id,
  siteKey: 'kerching',
  locationId: 1,
  categoryId: 1,
  merchantId: 1,
  urlPath: `/deal/london/restaurants/${id}/deal-${id}`,
  title: `Deal ${id}`,
  headline: `Headline ${id}`,
  priceMinor: 1000,
  originalPriceMinor: 4000,
  currency: 'GBP',
  imageId: `img-${id}`,
  opensAt: new Date(FIXED_NOW.getTime() - day),
  closingAt: new Date(FIXED_NOW.getTime() + 10 * day),
  soldOut: false,
  popularity: 100 - id,
  createdAt: new Date(FIXED_NOW.getTime() - 2 * day),
  ...overrides,
});

export const smallCatalogue = (deals: readonly DealRow[]): CatalogueData => ({
  sites: [
    { key: 'kerching', brandSlug: 'kerching', displayName: 'Kerching', countryCode: 'gb', currency: 'GBP' },
    { key: 'kerchingie', brandSlug: 'kerching', displayName: 'Kerching', countryCode: 'ie', currency: 'EUR' },
  ],
  locations: [
    { id: 1, siteKey: 'kerching', name: 'London', shortName: 'london', countryCode: 'gb', lat: 51.5, lon: -0.12 },
    { id: 2, siteKey: 'kerchingie', name: 'Dublin', shortName: 'dublin', countryCode: 'ie', lat: 53.3, lon: -6.26 },
  ],
  categories: [{ id: 1, parentId: null, shortName: 'restaurants', name: 'Restaurants', canonicalPathType: 'local' }],
  merchants: [{ id: 1, name: 'The Ivy Tap', displayName: 'The Ivy Tap', address: '1 High St', lat: 51.5, lon: -0.12 }],
  deals,
  products: deals.map((d) => ({
    id: d.id * 10,
    dealId: d.id,
    friendlyName: 'Dinner for two',
    priceMinor: d.priceMinor,
    originalPriceMinor: d.originalPriceMinor,
    vipPriceMinor: null,
    purchaseCap: 5,
    totalRemaining: 100,
    sortOrder: 0,
  })),
});

/** A bookable calendar day: two-night stays at £99, open every way. */
export const aCalendarDayRow = (date: string, overrides: Partial<CalendarDayRow> = {}): CalendarDayRow => ({
  date,
  minPriceMinor: 9900,
  vipPriceMinor: null,
  additionalCostText: null,
  minLengthOfStay: 2,
  maxLengthOfStay: 2,
  openForArrival: true,
  openForDeparture: true,
  openForSale: true,
  soldOut: false,
  vipDiscountAllowed: false,
  ...overrides,
});

/** `count` consecutive calendar days from `first` ('YYYY-MM-DD'), each shaped by `overrides(date, i)`. */
export const calendarDayRows = (
  first: string,
  count: number,
  overrides: (date: string, index: number) => Partial<CalendarDayRow> = () => ({}),
): readonly CalendarDayRow[] =>
  Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.parse(`${first}T00:00:00Z`) + i * day).toISOString().slice(0, 10);
    return aCalendarDayRow(date, overrides(date, i));
  });
