/**
 * The deterministic demo catalogue loaded by `npm start` on an empty database: a few dozen deals
 * per site, spread over each site's towns and the local, shopping and travel categories.
 * Dates are relative to `now` so a fresh start always has open deals.
 */
import { slugify as slug } from '@kerching/domain/text';
import { SITES, SITE_KEYS, type SiteKey } from '@kerching/domain/site';
import type { CatalogueData, CategoryRow, DealRow, LocationRow, MerchantRow, ProductRow } from '@kerching/adapters-sql';
import { seededRandom } from './random';

const DAY = 86_400_000;

interface Town {
  readonly name: string;
  readonly lat: number;
  readonly lon: number;
}
const UK_TOWNS: readonly Town[] = [
  { name: 'London', lat: 51.5074, lon: -0.1278 },
  { name: 'Manchester', lat: 53.4808, lon: -2.2426 },
  { name: 'Birmingham', lat: 52.4862, lon: -1.8904 },
  { name: 'Leeds', lat: 53.8008, lon: -1.5491 },
  { name: 'Glasgow', lat: 55.8642, lon: -4.2518 },
  { name: 'Bristol', lat: 51.4545, lon: -2.5879 },
];
const IE_TOWNS: readonly Town[] = [
  { name: 'Dublin', lat: 53.3498, lon: -6.2603 },
  { name: 'Dublin South', lat: 53.2745, lon: -6.2394 },
  { name: 'Cork', lat: 51.8985, lon: -8.4756 },
  { name: 'Galway', lat: 53.2707, lon: -9.0568 },
  { name: 'Limerick', lat: 52.6638, lon: -8.6267 },
];

export const DEMO_CATEGORIES: readonly CategoryRow[] = [
  { id: 1, parentId: null, shortName: 'restaurants-and-food', name: 'Restaurants & Food', canonicalPathType: 'local' },
  { id: 2, parentId: null, shortName: 'beauty-and-spa', name: 'Beauty & Spa', canonicalPathType: 'local' },
  { id: 3, parentId: null, shortName: 'activities', name: 'Activities', canonicalPathType: 'local' },
  { id: 4, parentId: null, shortName: 'health-and-fitness', name: 'Health & Fitness', canonicalPathType: 'local' },
  { id: 5, parentId: null, shortName: 'shopping', name: 'Shopping', canonicalPathType: 'national' },
  { id: 6, parentId: null, shortName: 'escapes', name: 'Escapes', canonicalPathType: 'travel' },
];

type Offer = readonly [title: string, originalMajor: number, minPercentOff: number];
const OFFERS: Readonly<Record<number, readonly [Offer, ...Offer[]]>> = {
  1: [
    ['Two-Course Dining for Two with Prosecco', 60, 40],
    ['Afternoon Tea for Two', 44, 35],
    ['Sunday Roast for Two', 38, 30],
    ['Tasting Menu for Two', 120, 45],
  ],
  2: [
    ['Full-Body Massage (60 Minutes)', 70, 45],
    ['Spa Day with Lunch for Two', 150, 40],
    ['Luxury Facial', 65, 50],
    ['Gel Manicure and Pedicure', 45, 35],
  ],
  3: [
    ['Escape Room for Up to Five', 110, 40],
    ['Axe Throwing for Two', 50, 30],
    ['Go-Karting Session', 40, 25],
    ['Pottery Class for Two', 80, 45],
  ],
  4: [
    ['Ten Gym Passes', 100, 70],
    ['Six Yoga Classes', 60, 50],
    ['Personal Training Sessions x3', 120, 55],
    ['Boxfit Month Pass', 75, 60],
  ],
  5: [
    ['Wireless Earbuds', 80, 55],
    ['Personalised Photo Canvas', 60, 75],
    ['Memory Foam Pillow Twin Pack', 50, 60],
    ['Insulated Water Bottle', 25, 40],
  ],
  6: [
    ['Two-Night Coastal Break for Two', 300, 40],
    ['City Break with Breakfast for Two', 180, 35],
    ['Lakeside Lodge Stay', 260, 45],
    ['Country House Spa Escape', 340, 50],
  ],
};

/** Merchants by category id: [UK names, Irish names]. */
const MERCHANTS: Readonly<Record<number, readonly [readonly string[], readonly string[]]>> = {
  1: [
    ['The Crown & Anchor', 'Bella Napoli', 'The Copper Kettle'],
    ["O'Donoghue's Bar & Kitchen", 'The Brazen Tap', 'The Tea Rooms Kinsale'],
  ],
  2: [
    ['Serenity Spa', 'Lotus Wellness'],
    ['Liffey Spa', 'Wicklow Wellness'],
  ],
  3: [
    ['Urban Escape Rooms', 'Clay Studio'],
    ['Claddagh Adventures', 'Atlantic Kayak Co.'],
  ],
  4: [
    ['Iron Works Gym', 'Northern Lights Yoga'],
    ['Shannon Fitness', 'Phoenix Park Yoga'],
  ],
  5: [
    ['Gadget Hub', 'Home Comforts Direct'],
    ['Emerald Gifts', 'Celtic Home Store'],
  ],
  6: [
    ['Harbour View Hotel', 'The Old Vicarage'],
    ['Connemara Lodge', 'The Galway Bay Inn'],
  ],
};

const DEALS_PER_SITE = 36;
const DEFAULT_LOCATION_DEALS = 24;

export const demoCatalogue = (now: Date, seed = 20261122): CatalogueData => {
  const random = seededRandom(seed);
  const locations: LocationRow[] = [];
  const merchants: MerchantRow[] = [];
  const deals: DealRow[] = [];
  const products: ProductRow[] = [];

  SITE_KEYS.forEach((key: SiteKey, siteIndex) => {
    const site = SITES[key];
    const towns = site.countryCode === 'ie' ? IE_TOWNS : UK_TOWNS;
    const irish = site.countryCode === 'ie' ? 1 : 0;
    const base = (siteIndex + 1) * 100_000;
    const siteLocations = towns.map((town, i): LocationRow => ({
      id: base + i + 1,
      siteKey: key,
      name: town.name,
      shortName: slug(town.name),
      countryCode: site.countryCode,
      lat: town.lat,
      lon: town.lon,
    }));
    locations.push(...siteLocations);
    const home = siteLocations.find((l) => l.shortName === site.defaultLocation.shortName) ?? siteLocations[0];
    const others = siteLocations.filter((l) => l !== home);
    const siteMerchants = new Map<number, MerchantRow[]>();
    let merchantId = base;
    for (const category of DEMO_CATEGORIES) {
      const rows = (MERCHANTS[category.id]?.[irish] ?? []).map((name, i): MerchantRow => {
        const town = siteLocations[(category.id + i) % siteLocations.length] ?? home;
        merchantId += 1;
        return {
          id: merchantId,
          name,
          displayName: name,
          address: `${10 + i} Main Street, ${town?.name ?? ''}`,
          lat: town?.lat ?? 0,
          lon: town?.lon ?? 0,
        };
      });
      siteMerchants.set(category.id, rows);
      merchants.push(...rows);
    }
    for (let n = 0; n < DEALS_PER_SITE; n++) {
      const id = base + n + 1;
      const category = DEMO_CATEGORIES[n % DEMO_CATEGORIES.length] ?? DEMO_CATEGORIES[0];
      const offers = OFFERS[category?.id ?? 1];
      if (offers === undefined) continue;
      const [title, originalMajor, percentOff] = random.pick(offers);
      const location = n < DEFAULT_LOCATION_DEALS ? home : (others[n % others.length] ?? home);
      if (category === undefined || location === undefined) continue;
      const originalMinor = originalMajor * 100;
      const off = Math.min(90, percentOff + random.int(0, 20));
      const raw = Math.round((originalMinor * (100 - off)) / 100);
      // Mostly whole prices, some ending .99 or .50, as real deals are priced.
      const style = random.int(0, 3);
      const priceMinor =
        style === 0
          ? Math.max(99, Math.floor(raw / 100) * 100 - 1)
          : style === 1
            ? Math.round(raw / 50) * 50
            : Math.round(raw / 100) * 100;
      const candidates = siteMerchants.get(category.id) ?? [];
      const merchant = candidates[n % Math.max(1, candidates.length)];
      if (merchant === undefined) continue;
      const dealTitle = `${title} at ${merchant.displayName}`;
      deals.push({
        id,
        siteKey: key,
        locationId: location.id,
        categoryId: category.id,
        merchantId: merchant.id,
        urlPath: `/deal/${location.shortName}/${category.shortName}/${id}/${slug(title)}`,
        title: dealTitle,
        headline: `${off}% off: ${title.toLowerCase()} in ${location.name}`,
        priceMinor,
        originalPriceMinor: originalMinor,
        currency: site.currency,
        imageId: `${category.shortName}-${(n % 4) + 1}`,
        opensAt: new Date(now.getTime() - 2 * DAY),
        closingAt: new Date(now.getTime() + random.int(30, 365) * DAY),
        soldOut: n % 17 === 16,
        popularity: random.int(1, 1000),
        createdAt: new Date(now.getTime() - random.int(2, 60) * DAY),
      });
      products.push({
        id: id * 10 + 1,
        dealId: id,
        friendlyName: title,
        priceMinor,
        originalPriceMinor: originalMinor,
        vipPriceMinor: Math.round(priceMinor * 0.9),
        purchaseCap: 5,
        totalRemaining: n % 17 === 16 ? 0 : random.int(20, 500),
        sortOrder: 0,
      });
    }
  });

  return {
    sites: SITE_KEYS.map((key) => {
      const s = SITES[key];
      return {
        key,
        brandSlug: s.brandSlug,
        displayName: s.displayName,
        countryCode: s.countryCode,
        currency: s.currency,
      };
    }),
    locations,
    categories: DEMO_CATEGORIES,
    merchants,
    deals,
    products,
  };
};
