import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { DealPage, ListingRequest } from '@kerching/domain/catalogue';
import { domainError } from '@kerching/domain/shared';
import type { CatalogError, DealCatalog } from '@kerching/ports';
import { ListingResponseCodec, listingPath } from '@kerching/contract';
import type { HttpClient } from './httpClient';

/** DealCatalog over the /v1 listing call. */
export class HttpDealCatalog implements DealCatalog {
  constructor(private readonly http: HttpClient) {}

  page(request: ListingRequest): TE.TaskEither<CatalogError, DealPage> {
    return pipe(
      this.http.getJson(listingPath(request.location), ListingResponseCodec, {
        page: String(request.page),
        pageSize: String(request.pageSize),
      }),
      TE.map((body) => body.data),
      TE.mapLeft((e) => domainError('CATALOG.UNAVAILABLE', e.detail)),
    );
  }
}
