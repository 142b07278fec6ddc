/**
 * The wish list calls (spec 2 §7.8), for the shopper's session or the wish list id cookie:
 * - GET    /v1/wishlist                          the holder's list (deals newest first, quantity as text)
 * - GET    /v1/wishlist/{id}                     the list with that id (a visitor's, or the viewer's own)
 * - GET    /v1/wishlist/{id}/deal/{dealId}       whether the deal is on it: {data: true|false}
 * - POST   /v1/wishlist/deal/{dealId}            saves a deal, making the list on the first save (201)
 * - POST   /v1/wishlist/{id}/deal/{dealId}       saves a deal to that list
 * - DELETE /v1/wishlist/{id}/deal/{dealId}       takes one deal off; .../deal/all takes every deal off
 * - PATCH  /v1/wishlist/{id}                     operations: merge the list into the signed-in shopper's
 *                                                (value: their customer token), add deals kept locally
 * A visitor's list id goes back in the wish list id cookie (a year, set by the server). A list that
 * belongs to another shopper is never read or changed through its id.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { Context, Hono } from 'hono';
import type { WishlistHolder } from '@kerching/application';
import { COOKIES } from '@kerching/domain/marketing';
import { type WishlistError, dealIdFromText } from '@kerching/domain/wishlist';
import { serverCookie } from '@kerching/adapters-storage';
import { WishlistPatchCodec } from '@kerching/contract/wishlist';
import type { AppEnv } from '../appEnv';
import { errorResponse, refusedTextAnswer } from '../errors';
import { bodyOf, plain } from '../requestBody';

type Ctx = Context<AppEnv>;

const customerIdOf = (c: Ctx): O.Option<string> =>
  O.map((v: { account: { id: string } }) => v.account.id)(c.get('viewer'));

const holderOf = (c: Ctx, id: O.Option<string>): WishlistHolder => ({
  site: c.get('site').key,
  wishlistId: O.isSome(id) ? id : O.fromNullable(c.get('cookies').get(COOKIES.wishListIdFromServer.name)),
  customerId: customerIdOf(c),
});

const failure = (c: Ctx, error: WishlistError): Response => {
  const refused = refusedTextAnswer(c, error);
  if (refused !== undefined) return refused;
  if (error.code === 'WISHLIST.UNAVAILABLE') c.get('log').error({ code: error.code, detail: error.detail }, 'wishlist');
  return errorResponse(c, error.code);
};

const dealIdOf = (c: Ctx): E.Either<WishlistError, number> => {
  const text = c.req.param('dealId') ?? '';
  return E.fromOption((): WishlistError => ({ code: 'WISHLIST.DEALS_MISSING', detail: `not a deal id: ${text}` }))(
    dealIdFromText(text),
  );
};

/** The wish list id cookie, for a visitor: their list is theirs by this id alone. */
const rememberList = (c: Ctx, id: string): void => {
  if (O.isNone(c.get('viewer')))
    c.header('set-cookie', serverCookie('wishListIdFromServer', id, Date.now(), c.get('secureCookies')), {
      append: true,
    });
};

export const wishlistRoutes = (app: Hono<AppEnv>): void => {
  const services = (c: Ctx) => c.get('services').wishlist;

  const view = async (c: Ctx, id: O.Option<string>) => {
    const result = await services(c).getWishlist.execute(holderOf(c, id))();
    if (E.isLeft(result)) return failure(c, result.left);
    // A list asked for by id that the holder may not use reads as no list at all.
    if (O.isSome(id) && !O.exists((found: string) => found === id.value)(result.right.id))
      return errorResponse(c, 'WISHLIST.NOT_FOUND');
    return c.json({ data: plain(result.right) });
  };

  app.get('/v1/wishlist', (c) => view(c, O.none));
  app.get('/v1/wishlist/:id', (c) => view(c, O.some(c.req.param('id'))));

  app.get('/v1/wishlist/:id/deal/:dealId', async (c) => {
    const dealId = dealIdOf(c);
    if (E.isLeft(dealId)) return failure(c, dealId.left);
    const result = await services(c).getWishlist.execute(holderOf(c, O.some(c.req.param('id'))))();
    if (E.isLeft(result)) return failure(c, result.left);
    return c.json({ data: result.right.deals.some((deal) => deal.id === dealId.right) });
  });

  const save = async (c: Ctx, id: O.Option<string>) => {
    const dealId = dealIdOf(c);
    if (E.isLeft(dealId)) return failure(c, dealId.left);
    const saved = await services(c).saveToWishlist.execute(holderOf(c, id), dealId.right)();
    if (E.isLeft(saved)) return failure(c, saved.left);
    rememberList(c, saved.right);
    return c.json({ data: { id: saved.right } }, O.isNone(id) ? 201 : 200);
  };
  app.post('/v1/wishlist/deal/:dealId', (c) => save(c, O.none));
  app.post('/v1/wishlist/:id/deal/:dealId', (c) => save(c, O.some(c.req.param('id'))));

  app.patch('/v1/wishlist/:id', async (c) => {
    const operations = await bodyOf(c, WishlistPatchCodec);
    if (E.isLeft(operations)) return operations.left;
    const viewer = c.get('viewer');
    // A merge names the shopper by their customer token: it must be the signed-in shopper's own.
    const merges = operations.right.filter((op) => op.operation === 'merge');
    if (merges.some((op) => O.isNone(viewer) || viewer.value.account.customerToken !== op.value))
      return errorResponse(c, 'WISHLIST.NOT_FOUND');
    // Reading the list as the signed-in shopper adopts (merges) the visitor list it names.
    const holder = holderOf(c, O.some(c.req.param('id')));
    const found = await services(c).getWishlist.execute(holder)();
    if (E.isLeft(found)) return failure(c, found.left);
    if (O.isNone(found.right.id)) return errorResponse(c, 'WISHLIST.NOT_FOUND');
    for (const op of operations.right) {
      if (op.operation !== 'add') continue;
      const saved = await services(c).saveToWishlist.execute(holder, op.value)();
      if (E.isLeft(saved)) return failure(c, saved.left);
    }
    const result = await services(c).getWishlist.execute(holder)();
    return E.isLeft(result) ? failure(c, result.left) : c.json({ data: plain(result.right) });
  });

  app.delete('/v1/wishlist/:id/deal/:dealId', async (c) => {
    const all = c.req.param('dealId') === 'all';
    const dealId = all ? E.right(0) : dealIdOf(c);
    if (E.isLeft(dealId)) return failure(c, dealId.left);
    const removed = await services(c).removeFromWishlist.execute(
      holderOf(c, O.some(c.req.param('id'))),
      all ? O.none : O.some(dealId.right),
    )();
    if (E.isLeft(removed)) return failure(c, removed.left);
    if (O.isNone(removed.right)) return errorResponse(c, 'WISHLIST.NOT_FOUND');
    return c.json({ data: { id: removed.right.value } });
  });
};
