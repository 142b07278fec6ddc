/**
 * A small catalogue for the search and suggest contract tests (SQL adapters and the /v1 API):
 * massages, a facial, food and a national product over two UK towns and Dublin, with a closed,
 * a closed lastChance, an unopened and a sold-out deal.
 */
import type { CatalogueData, DealRow } from '../catalogue/catalogueData';
import { FIXED_NOW, aDealRow } from './fixtures';

const day = 86_400_000;
const closed = new Date(FIXED_NOW.getTime() - day);

export const SEARCH_LOCATIONS = { london: 1, leeds: 2, dublin: 3 } as const;
export const SEARCH_CATEGORIES = { food: 1, beauty: 2, massages: 3, shopping: 4 } as const;

const deal = (id: number, title: string, overrides: Partial<DealRow>): DealRow =>
  aDealRow(id, {
    title,
    headline: `${title} today`,
    urlPath: `/deal/london/beauty-and-spa/${id}/deal-${id}`,
    categoryId: SEARCH_CATEGORIES.beauty,
    ...overrides,
  });

export const SEARCH_DEALS: readonly DealRow[] = [
  deal(10, 'Full-Body Massage (60 Minutes) at Serenity Spa', {
    subcategoryId: SEARCH_CATEGORIES.massages,
    priceMinor: 2500,
    originalPriceMinor: 6000,
    popularity: 90,
  }),
  deal(11, 'Hot Stone Massage for Two at Serenity Spa', {
    subcategoryId: SEARCH_CATEGORIES.massages,
    locationId: SEARCH_LOCATIONS.leeds,
    priceMinor: 4500,
    originalPriceMinor: 9000,
    popularity: 80,
  }),
  deal(12, 'Luxury Facial at Serenity Spa', {
    headline: 'A pamper session in London',
    priceMinor: 1999,
    originalPriceMinor: 5000,
    popularity: 70,
  }),
  deal(13, 'Afternoon Tea for Two at The Copper Kettle', {
    categoryId: SEARCH_CATEGORIES.food,
    merchantId: 2,
    priceMinor: 1500,
    originalPriceMinor: 4400,
    popularity: 95,
    searchText: 'The Copper Kettle restaurants facial-free cakes',
  }),
  deal(14, 'Sunday Roast for Two at The Copper Kettle', {
    categoryId: SEARCH_CATEGORIES.food,
    merchantId: 2,
    locationId: SEARCH_LOCATIONS.leeds,
    priceMinor: 999,
    originalPriceMinor: 3800,
    popularity: 60,
    searchText: 'roast beef gravy',
  }),
  deal(15, 'Wireless Earbuds', {
    categoryId: SEARCH_CATEGORIES.shopping,
    merchantId: 3,
    priceMinor: 2999,
    originalPriceMinor: 8000,
    popularity: 85,
  }),
  deal(16, 'Closed Massage Deal', { closingAt: closed, popularity: 99 }),
  deal(17, 'Last Chance Massage Escape', { closingAt: closed, lastChance: true, priceMinor: 3500, popularity: 40 }),
  deal(18, 'Future Massage', { opensAt: new Date(FIXED_NOW.getTime() + day), popularity: 98 }),
  deal(19, 'Sold Out Massage', { soldOut: true, priceMinor: 5000, popularity: 1000 }),
  deal(20, 'Massage in Dublin at Liffey Spa', {
    siteKey: 'kerchingie',
    locationId: SEARCH_LOCATIONS.dublin,
    currency: 'EUR',
    merchantId: 4,
    urlPath: '/deal/dublin/beauty-and-spa/20/massage',
  }),
  deal(21, 'Spa Day for Two', { priceMinor: 12000, originalPriceMinor: 20000, popularity: 50 }),
];

export const searchCatalogue = (deals: readonly DealRow[] = SEARCH_DEALS): CatalogueData => ({
  sites: [
    { key: 'kerching', brandSlug: 'kerching', displayName: 'Kerching', countryCode: 'gb', currency: 'GBP' },
    { key: 'kerchingie', brandSlug: 'kerching', displayName: 'Kerching', countryCode: 'ie', currency: 'EUR' },
  ],
  locations: [
    { id: 1, siteKey: 'kerching', name: 'London', shortName: 'london', countryCode: 'gb', lat: 51.5, lon: -0.12 },
    { id: 2, siteKey: 'kerching', name: 'Leeds', shortName: 'leeds', countryCode: 'gb', lat: 53.8, lon: -1.55 },
    { id: 3, siteKey: 'kerchingie', name: 'Dublin', shortName: 'dublin', countryCode: 'ie', lat: 53.3, lon: -6.26 },
  ],
  categories: [
    {
      id: 1,
      parentId: null,
      shortName: 'restaurants-and-food',
      name: 'Restaurants & Food',
      canonicalPathType: 'local',
    },
    { id: 2, parentId: null, shortName: 'beauty-and-spa', name: 'Beauty & Spa', canonicalPathType: 'local' },
    { id: 3, parentId: 2, shortName: 'massages', name: 'Massages', canonicalPathType: 'local' },
    { id: 4, parentId: null, shortName: 'shopping', name: 'Shopping', canonicalPathType: 'national' },
  ],
  merchants: [
    { id: 1, name: 'Serenity Spa', displayName: 'Serenity Spa', address: '1 High St', lat: 51.5, lon: -0.12 },
    { id: 2, name: 'The Copper Kettle', displayName: 'The Copper Kettle', address: '2 Low St', lat: 53.8, lon: -1.5 },
    { id: 3, name: 'Gadget Hub', displayName: 'Gadget Hub', address: '3 Mid St', lat: 51.5, lon: -0.1 },
    { id: 4, name: 'Liffey Spa', displayName: 'Liffey Spa', address: '4 Quay', lat: 53.3, lon: -6.2 },
  ],
  deals,
  products: deals.map((d) => ({
    id: d.id * 10,
    dealId: d.id,
    friendlyName: 'One voucher',
    priceMinor: d.priceMinor,
    originalPriceMinor: d.originalPriceMinor,
    vipPriceMinor: null,
    purchaseCap: 5,
    totalRemaining: 100,
    sortOrder: 0,
  })),
});
