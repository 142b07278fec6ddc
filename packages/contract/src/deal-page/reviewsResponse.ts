/** The answer of GET /v1/deal/{id}/reviews (spec 2 §7.4 Reviews), read as `data`. */
import * as t from 'io-ts';
import { type ReviewPage, REVIEW_SORTS, hasMoreReviews } from '@kerching/domain/catalogue';
import { Integer } from '../deals/dealSummary';

export const ReviewWireCodec = t.type({
  id: Integer,
  rating: Integer,
  author: t.string,
  title: t.string,
  body: t.string,
  createdAt: t.string,
});

export const ReviewsResponseCodec = t.type({
  data: t.type({
    reviews: t.array(ReviewWireCodec),
    total: Integer,
    page: Integer,
    size: Integer,
    sortBy: t.keyof(
      Object.fromEntries(REVIEW_SORTS.map((s) => [s, null])) as Record<(typeof REVIEW_SORTS)[number], null>,
    ),
    hasMore: t.boolean,
  }),
});
export type ReviewsResponse = t.TypeOf<typeof ReviewsResponseCodec>;

export const reviewsResponse = (page: ReviewPage): ReviewsResponse => ({
  data: {
    reviews: page.reviews.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total: page.total,
    page: page.page,
    size: page.size,
    sortBy: page.sortBy,
    hasMore: hasMoreReviews(page),
  },
});
