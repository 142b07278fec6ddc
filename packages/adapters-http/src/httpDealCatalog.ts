import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type {
  DealListing,
  DealPage,
  DealSummary,
  ListingCriteria,
  ListingNavigation,
} from '@kerching/domain/catalogue';
import { domainError } from '@kerching/domain/shared';
import type { SiteKey } from '@kerching/domain/site';
import type { CatalogError, DealCatalog, ListingNotFound } from '@kerching/ports';
import {
  ListingQueryCodec,
  ListingResponseCodec,
  RECENTLY_VIEWED_PATH,
  RecentlyViewedQueryCodec,
  RecentlyViewedResponseCodec,
  listingCall,
  queryPairs,
} from '@kerching/contract';
import type { HttpClient, HttpError } from './httpClient';

const NOT_FOUND_CODES = ['LISTING.LOCATION_NOT_FOUND', 'LISTING.CATEGORY_NOT_FOUND'] as const;
type NotFoundCode = (typeof NOT_FOUND_CODES)[number];
const isNotFoundCode = (code: string | undefined): code is NotFoundCode =>
  (NOT_FOUND_CODES as ReadonlyArray<string | undefined>).includes(code);

const catalogError = (e: HttpError): CatalogError | ListingNotFound =>
  isNotFoundCode(e.apiCode) ? domainError(e.apiCode, e.detail) : domainError('CATALOG.UNAVAILABLE', e.detail);

/** DealCatalog over the /v1 listing calls: how the browser loads more deals with the page's filters. */
export class HttpDealCatalog implements DealCatalog {
  constructor(private readonly http: HttpClient) {}

  private listing(criteria: ListingCriteria): TE.TaskEither<CatalogError | ListingNotFound, DealListing> {
    const call = listingCall(criteria);
    return pipe(
      this.http.getJson(call.path, ListingResponseCodec, queryPairs(ListingQueryCodec.encode(call.query))),
      TE.map((body) => body.data),
      TE.mapLeft(catalogError),
    );
  }

  page(criteria: ListingCriteria): TE.TaskEither<CatalogError | ListingNotFound, DealPage> {
    return pipe(
      this.listing(criteria),
      TE.map(({ deals, mainDeal }) => ({ deals, mainDeal })),
    );
  }

  navigation(criteria: ListingCriteria): TE.TaskEither<CatalogError | ListingNotFound, ListingNavigation> {
    return pipe(
      this.listing(criteria),
      TE.map(({ count, facetedNavigation, canonicalUrl, location, categories }) => ({
        count,
        facetedNavigation,
        canonicalUrl,
        location,
        categories,
      })),
    );
  }

  /** The server answers for the site of the host the page came from. */
  byIds(_site: SiteKey, ids: ReadonlyArray<number>): TE.TaskEither<CatalogError, ReadonlyArray<DealSummary>> {
    return pipe(
      this.http.getJson(
        RECENTLY_VIEWED_PATH,
        RecentlyViewedResponseCodec,
        queryPairs(RecentlyViewedQueryCodec.encode(ids)),
      ),
      TE.map((body) => body.data.deals),
      TE.mapLeft((e) => domainError('CATALOG.UNAVAILABLE', e.detail)),
    );
  }
}
