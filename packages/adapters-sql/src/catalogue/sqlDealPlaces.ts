/**
 * Where deals' merchants are (the map view): each deal's merchant's main address and its point, and
 * a chain's other branches in their order.
 */
import * as TE from 'fp-ts/TaskEither';
import type { Address, DealPlace } from '@kerching/domain/catalogue';
import { domainError } from '@kerching/domain/shared';
import type { SiteKey } from '@kerching/domain/site';
import type { CatalogError, DealPlaces } from '@kerching/ports';
import type { SqlClient } from '../sqlClient';
import { MERCHANT_OTHER_ADDRESSES } from './merchantAddresses';

interface DealPlaceRow {
  readonly id: number;
  readonly lat: number;
  readonly lon: number;
  readonly address: string;
  readonly town: string;
  readonly postcode: string;
  /** The merchant's other addresses, in order (MERCHANT_OTHER_ADDRESSES). */
  readonly other_addresses: ReadonlyArray<Address>;
}

const unavailable = (error: unknown): CatalogError =>
  domainError('CATALOG.UNAVAILABLE', error instanceof Error ? error.message : 'deal places query failed');

export class SqlDealPlaces implements DealPlaces {
  constructor(private readonly db: SqlClient) {}

  ofDeals(site: SiteKey, ids: ReadonlyArray<number>): TE.TaskEither<CatalogError, ReadonlyArray<DealPlace>> {
    return TE.tryCatch(async () => {
      if (ids.length === 0) return [];
      const rows = await this.db.query<DealPlaceRow>(
        `SELECT d.id, m.lat, m.lon, m.address, m.town, m.postcode,
                ${MERCHANT_OTHER_ADDRESSES} AS other_addresses
           FROM deal d JOIN merchant m ON m.id = d.merchant_id
          WHERE d.site_key = $1 AND d.id = ANY($2)
          ORDER BY d.id`,
        [site, [...ids]],
      );
      return rows.map((row) => ({
        dealId: row.id,
        address: {
          line: row.address,
          town: row.town,
          postcode: row.postcode,
          lat: Number(row.lat),
          lon: Number(row.lon),
        },
        otherAddresses: row.other_addresses,
      }));
    }, unavailable);
  }
}
