import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  type ReviewPage,
  type ReviewsRequest,
  type ReviewsRequestError,
  reviewsRequest,
} from '@kerching/domain/catalogue';
import { domainError } from '@kerching/domain/shared';
import type { SiteKey } from '@kerching/domain/site';
import type { CatalogError, DealDetails } from '@kerching/ports';
import type { DealNotFound } from './getDealPage';

export type ListDealReviewsError = ReviewsRequestError | DealNotFound | CatalogError;

/** One page of a deal's reviews (spec 2 §7.4 Reviews); an unknown deal is DEAL.NOT_FOUND. */
export class ListDealReviews {
  constructor(private readonly details: DealDetails) {}

  execute(site: SiteKey, request: ReviewsRequest): TE.TaskEither<ListDealReviewsError, ReviewPage> {
    return pipe(
      TE.fromEither(reviewsRequest(request)),
      TE.chainW((valid) => this.details.reviews(site, valid)),
      TE.chainW(
        O.match(
          () => TE.left(domainError('DEAL.NOT_FOUND', `No deal ${request.dealId} on ${site}`)),
          (page) => TE.right(page),
        ),
      ),
    );
  }
}
