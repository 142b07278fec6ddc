import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import type { DealsFeedDefinition } from '@kerching/domain/catalogue';
import { domainError } from '@kerching/domain/shared';
import type { SiteKey } from '@kerching/domain/site';
import type { CatalogError, DealFeeds } from '@kerching/ports';
import type { SqlClient } from '../sqlClient';

interface DealFeedRowOfSql {
  readonly slug: string;
  readonly display_name: string;
  readonly description: string;
  readonly text: string;
  readonly additional_text: string;
  readonly redirect_url: string | null;
  readonly listicle_view: boolean;
  readonly category_short_name: string | null;
  readonly location_short_name: string | null;
  readonly search_tag: string | null;
  readonly max_price_minor: number | null;
  readonly page_size: number;
}

const nonEmpty = (value: string | null): O.Option<string> =>
  value === null || value.trim() === '' ? O.none : O.some(value);

/** Deals feeds (the `deal_feed` table) of a site, by slug. */
export class SqlDealFeeds implements DealFeeds {
  constructor(private readonly db: SqlClient) {}

  bySlug(site: SiteKey, slug: string): TE.TaskEither<CatalogError, O.Option<DealsFeedDefinition>> {
    return TE.tryCatch(
      async () => {
        const rows = await this.db.query<DealFeedRowOfSql>(
          `SELECT slug, display_name, description, text, additional_text, redirect_url, listicle_view,
                  category_short_name, location_short_name, search_tag, max_price_minor, page_size
             FROM deal_feed WHERE site_key = $1 AND slug = $2`,
          [site, slug],
        );
        return O.map((row: DealFeedRowOfSql): DealsFeedDefinition => ({
          slug: row.slug,
          displayName: row.display_name,
          description: row.description,
          text: row.text,
          additionalText: row.additional_text,
          redirectUrl: nonEmpty(row.redirect_url),
          listicleView: row.listicle_view,
          categoryShortName: nonEmpty(row.category_short_name),
          locationShortName: nonEmpty(row.location_short_name),
          searchTag: nonEmpty(row.search_tag),
          maxPriceMinor: O.fromNullable(row.max_price_minor),
          pageSize: row.page_size,
        }))(O.fromNullable(rows[0]));
      },
      (error) => domainError('CATALOG.UNAVAILABLE', error instanceof Error ? error.message : 'feed query failed'),
    );
  }
}
