/**
 * The deal page calls (spec 2 §7.2, §7.4):
 * - GET /v1/deal?path=/deal/...&brand&preview&usr_src&st_cid — deal lookup by its url path (evergreen
 *   `e/{id}` paths too); 'Url Path is required' (spec 2 §8) when the path is missing.
 * - GET /v1/product-detail-page-deal/{id}?preview&usr_src&st_cid — deal detail by id.
 * - GET /v1/deal/{id}/reviews?page&size=10&sortBy — a page of reviews.
 * - POST /v1/deal/sold-out-notification {dealId, email} — email me when this sold-out deal is back
 *   (domain backInStockAlert.ts): 201 `{ message }`; a bad address or id 400, unknown deal 404, a
 *   deal that can be bought or will not be back 409, an address waiting on too many deals 429.
 * Answers `{ data }`; unknown deals (and deals not open yet, without preview) 404; bad values 400.
 */
import * as E from 'fp-ts/Either';
import type { Context, Hono } from 'hono';
import { DEFAULT_REVIEW_SORT, REVIEWS_PAGE_SIZE } from '@kerching/domain/catalogue';
import {
  DealByIdQueryCodec,
  DealByPathQueryCodec,
  DealIdCodec,
  ReviewsQueryCodec,
  SoldOutNotificationBodyCodec,
  dealResponse,
  describeErrors,
  reviewsResponse,
} from '@kerching/contract';
import type { DealLookup, GetDealPageError, ListDealReviewsError } from '@kerching/application';
import type { RequestBackInStockAlertError } from '@kerching/application/alerts';
import type { AppEnv } from '../appEnv';
import { errorResponse } from '../errors';
import { bodyOf } from '../requestBody';

export const DEAL_PATH = '/v1/deal';
export const DEAL_DETAIL_PATH = '/v1/product-detail-page-deal';
export const SOLD_OUT_NOTIFICATION_PATH = '/v1/deal/sold-out-notification';

const invalid = (c: Context<AppEnv>, errors: Parameters<typeof describeErrors>[0]): Response =>
  errorResponse(c, 'REQUEST.INVALID', `The request is not valid: ${describeErrors(errors)}.`);

const failure = (
  c: Context<AppEnv>,
  error: GetDealPageError | ListDealReviewsError | RequestBackInStockAlertError,
): Response => {
  if (error.code === 'CATALOG.UNAVAILABLE' || error.code === 'ALERT.STORE_UNAVAILABLE')
    c.get('log').error({ detail: error.detail }, 'store unavailable');
  // Form and alert errors carry the sentence the shopper sees (the failing field's, say).
  if ('message' in error) return errorResponse(c, error.code, error.message);
  // Path errors carry a readable sentence naming the path: it is the most useful message.
  return error.code.startsWith('ROUTE.')
    ? errorResponse(c, error.code, `${error.detail}.`)
    : errorResponse(c, error.code);
};

const dealAnswer = async (
  c: Context<AppEnv>,
  lookup: DealLookup,
  query: { readonly preview?: boolean; readonly usr_src?: string; readonly st_cid?: string },
): Promise<Response> => {
  const result = await c.get('services').getDealPage.execute({
    site: c.get('site').key,
    lookup,
    visit: { usrSrc: query.usr_src, stCid: query.st_cid },
    preview: query.preview ?? false,
    vipUser: false,
    firstReviews: 0,
  })();
  return E.isLeft(result) ? failure(c, result.left) : c.json(dealResponse(result.right));
};

export const dealPageRoutes = (app: Hono<AppEnv>): void => {
  app.post(SOLD_OUT_NOTIFICATION_PATH, async (c) => {
    const body = await bodyOf(c, SoldOutNotificationBodyCodec);
    if (E.isLeft(body)) return body.left;
    const result = await c.get('services').requestBackInStockAlert.execute({
      site: c.get('site').key,
      dealId: body.right.dealId,
      email: body.right.email,
    })();
    return E.isLeft(result) ? failure(c, result.left) : c.json(result.right, 201);
  });

  app.get(DEAL_PATH, async (c) => {
    const query = DealByPathQueryCodec.decode(c.req.query());
    if (E.isLeft(query)) return invalid(c, query.left);
    const path = query.right.path?.trim() ?? '';
    if (path === '') return errorResponse(c, 'DEAL.PATH_REQUIRED');
    return dealAnswer(c, { kind: 'path', path }, query.right);
  });

  app.get(`${DEAL_DETAIL_PATH}/:id`, async (c) => {
    const id = DealIdCodec.decode(c.req.param('id'));
    if (E.isLeft(id))
      return errorResponse(c, 'REQUEST.INVALID', 'The request is not valid: id: expected a whole number.');
    const query = DealByIdQueryCodec.decode(c.req.query());
    if (E.isLeft(query)) return invalid(c, query.left);
    return dealAnswer(c, { kind: 'id', id: id.right }, query.right);
  });

  app.get(`${DEAL_PATH}/:id/reviews`, async (c) => {
    const id = DealIdCodec.decode(c.req.param('id'));
    if (E.isLeft(id))
      return errorResponse(c, 'REQUEST.INVALID', 'The request is not valid: id: expected a whole number.');
    const query = ReviewsQueryCodec.decode(c.req.query());
    if (E.isLeft(query)) return invalid(c, query.left);
    const result = await c.get('services').listDealReviews.execute(c.get('site').key, {
      dealId: id.right,
      page: query.right.page ?? 0,
      size: query.right.size ?? REVIEWS_PAGE_SIZE,
      sortBy: query.right.sortBy ?? DEFAULT_REVIEW_SORT,
    })();
    return E.isLeft(result) ? failure(c, result.left) : c.json(reviewsResponse(result.right));
  });
};
