import * as TE from 'fp-ts/TaskEither';
import { type DealPage, type DealSummary, type ListingRequest, discountPercentage } from '@kerching/domain/catalogue';
import { domainError } from '@kerching/domain/shared';
import type { CurrencyCode, SiteKey } from '@kerching/domain/site';
import type { CatalogError, Clock, DealCatalog } from '@kerching/ports';
import type { SqlClient } from '../sqlClient';

interface DealSummaryRow {
  readonly id: number;
  readonly site_key: SiteKey;
  readonly url_path: string;
  readonly title: string;
  readonly headline: string;
  readonly price_minor: number;
  readonly original_price_minor: number;
  readonly currency: CurrencyCode;
  readonly image_id: string;
  readonly location_short_name: string;
  readonly category_short_name: string;
  readonly merchant_name: string;
  readonly closing_at: Date | string;
  readonly sold_out: boolean;
}

const toSummary = (row: DealSummaryRow): DealSummary => ({
  id: row.id,
  site: row.site_key,
  urlPath: row.url_path,
  title: row.title,
  headline: row.headline,
  priceMinor: row.price_minor,
  originalPriceMinor: row.original_price_minor,
  currency: row.currency,
  discountPercentage: discountPercentage(row.price_minor, row.original_price_minor),
  imageId: row.image_id,
  locationShortName: row.location_short_name,
  categoryShortName: row.category_short_name,
  merchantName: row.merchant_name,
  closingAt: new Date(row.closing_at).toISOString(),
  soldOut: row.sold_out,
});

const SELECT_OPEN_DEALS = `
  SELECT d.id, d.site_key, d.url_path, d.title, d.headline, d.price_minor, d.original_price_minor, d.currency,
         d.image_id, l.short_name AS location_short_name, c.short_name AS category_short_name,
         m.display_name AS merchant_name, d.closing_at, d.sold_out
    FROM deal d
    JOIN location l ON l.id = d.location_id
    JOIN category c ON c.id = d.category_id
    JOIN merchant m ON m.id = d.merchant_id
   WHERE d.site_key = $1 AND l.short_name = $2 AND d.opens_at <= $3 AND d.closing_at > $3`;

/** DealCatalog over SQL: open deals of a location, most popular first; the top one is the main deal. */
export class SqlDealCatalog implements DealCatalog {
  constructor(
    private readonly db: SqlClient,
    private readonly clock: Clock,
  ) {}

  page(request: ListingRequest): TE.TaskEither<CatalogError, DealPage> {
    return TE.tryCatch(
      async () => {
        const now = this.clock.now().toISOString();
        const main = await this.db.query<DealSummaryRow>(
          `${SELECT_OPEN_DEALS} AND NOT d.sold_out ORDER BY d.popularity DESC, d.id LIMIT 1`,
          [request.site, request.location, now],
        );
        const mainRow = main[0];
        const rows = await this.db.query<DealSummaryRow>(
          `${SELECT_OPEN_DEALS} AND d.id <> $4 ORDER BY d.popularity DESC, d.id LIMIT $5 OFFSET $6`,
          [request.site, request.location, now, mainRow?.id ?? -1, request.pageSize, request.page * request.pageSize],
        );
        return {
          mainDeal: request.page === 0 && mainRow !== undefined ? toSummary(mainRow) : null,
          deals: rows.map(toSummary),
        };
      },
      (error) => domainError('CATALOG.UNAVAILABLE', error instanceof Error ? error.message : 'catalogue query failed'),
    );
  }
}
