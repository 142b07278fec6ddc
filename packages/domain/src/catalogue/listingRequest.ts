/**
 * A request for one page of a location's deals, checked before it reaches a catalogue.
 * Page 0 is the first page (spec 1 §4); the listing page size is 9 (spec 2 §9).
 */
import * as E from 'fp-ts/Either';
import { type DomainError, domainError } from '../shared/error';
import type { SiteKey } from '../site/site';
import { PAGE_SIZES } from '../listing/pageSizes';

/** The listing page size of spec 2 §9 (9), from the listing family's page sizes. */
export const LISTING_PAGE_SIZE = PAGE_SIZES.listing;
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 10_000;

export interface ListingRequest {
  readonly site: SiteKey;
  readonly location: string;
  readonly page: number;
  readonly pageSize: number;
}

export type ListingRequestError = DomainError<
  'LISTING.PAGE_INVALID' | 'LISTING.PAGE_SIZE_INVALID' | 'LISTING.LOCATION_INVALID'
>;

const LOCATION_SHORT_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const listingRequest = (input: ListingRequest): E.Either<ListingRequestError, ListingRequest> => {
  if (!Number.isInteger(input.page) || input.page < 0 || input.page > MAX_PAGE)
    return E.left(domainError('LISTING.PAGE_INVALID', `page must be a whole number from 0 to ${MAX_PAGE}`));
  if (!Number.isInteger(input.pageSize) || input.pageSize < 1 || input.pageSize > MAX_PAGE_SIZE)
    return E.left(
      domainError('LISTING.PAGE_SIZE_INVALID', `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`),
    );
  if (!LOCATION_SHORT_NAME.test(input.location) || input.location.length > 64)
    return E.left(domainError('LISTING.LOCATION_INVALID', 'location must be a location short name such as london'));
  return E.right(input);
};
