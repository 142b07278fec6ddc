/**
 * schema.org Product / Offer structured data of a deal page: the deal's lead price and currency,
 * its availability now, its address, and an aggregate rating when it has reviews.
 */
import type { DealAvailabilityState } from '@kerching/domain/catalogue';
import type { CurrencyCode } from '@kerching/domain/site';

export interface DealJsonLdInput {
  readonly name: string;
  readonly description: string;
  readonly url: string;
  readonly images: readonly string[];
  readonly sku: string;
  readonly brand: string;
  /** A plain decimal such as "25.00". */
  readonly price: string;
  readonly currency: CurrencyCode;
  readonly availability: DealAvailabilityState;
  /** The last day the offer is on sale, YYYY-MM-DD, when it has one. */
  readonly priceValidUntil: string | null;
  readonly rating: { readonly average: number; readonly total: number } | null;
}

const SCHEMA = 'https://schema.org/';

export const schemaAvailability = (state: DealAvailabilityState): string => {
  if (state.kind === 'available') return `${SCHEMA}InStock`;
  switch (state.code) {
    case 'DEAL.SOLD_OUT':
      return `${SCHEMA}SoldOut`;
    case 'DEAL.CAP_REACHED':
      return `${SCHEMA}OutOfStock`;
    case 'DEAL.NOT_OPEN':
      return `${SCHEMA}PreOrder`;
    case 'DEAL.CLOSED':
    case 'DEAL.MISSING':
      return `${SCHEMA}Discontinued`;
  }
};

export const dealJsonLd = (input: DealJsonLdInput): Record<string, unknown> => ({
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: input.name,
  description: input.description,
  image: input.images,
  sku: input.sku,
  url: input.url,
  brand: { '@type': 'Brand', name: input.brand },
  offers: {
    '@type': 'Offer',
    url: input.url,
    price: input.price,
    priceCurrency: input.currency,
    availability: schemaAvailability(input.availability),
    ...(input.priceValidUntil === null ? {} : { priceValidUntil: input.priceValidUntil }),
    seller: { '@type': 'Organization', name: input.brand },
  },
  ...(input.rating === null || input.rating.total === 0
    ? {}
    : {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: input.rating.average,
          reviewCount: input.rating.total,
          bestRating: 5,
          worstRating: 1,
        },
      }),
});

/** JSON for a `<script type="application/ld+json">`: `<` is escaped so no text can close the script. */
export const jsonLdText = (value: Record<string, unknown>): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
