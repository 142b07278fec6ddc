/**
 * The /wishlist page's server side (spec 1 §2 /wishlist; spec 2 §7.8): the holder's list (the
 * signed-in shopper's, else the visitor list the wish list id cookie names), and the forms that save
 * a deal (from the deal page), remove one, or remove all. Every form answers with a redirect to the
 * page (so it works without JavaScript); a visitor's first save sets the cookie.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { data, redirect } from 'react-router';
import type { ListedDeal } from '@kerching/domain/catalogue';
import { parseCookieHeader, readServerCookie, serverCookie } from '@kerching/adapters-storage';
import type { WishlistHolder } from '@kerching/application';
import { type WishlistErrorCode, dealIdFromText } from '@kerching/domain/wishlist';
import { errorAnswer } from '@kerching/contract/error-table';
import type { KerchingLoadContext } from '../load-context';
import { WISHLIST_PATH } from './wishlistCopy';

export interface WishlistLoaded {
  readonly siteKey: KerchingLoadContext['site']['key'];
  readonly signedIn: boolean;
  readonly deals: readonly ListedDeal[];
  readonly quantity: string;
  readonly failure: string | null;
}

/** The wish list holder of a request: the wish list id cookie and the signed-in shopper. */
export const holderOf = (request: Request, context: KerchingLoadContext): WishlistHolder => ({
  site: context.site.key,
  wishlistId: readServerCookie(parseCookieHeader(request.headers.get('cookie') ?? ''), 'wishListIdFromServer'),
  customerId: O.map((viewer: { account: { id: string } }) => viewer.account.id)(context.viewer),
});

export const loadWishlist = async (request: Request, context: KerchingLoadContext): Promise<WishlistLoaded> => {
  const result = await context.services.wishlist.getWishlist.execute(holderOf(request, context))();
  const base = { siteKey: context.site.key, signedIn: O.isSome(context.viewer) };
  return E.isRight(result)
    ? { ...base, deals: result.right.deals, quantity: result.right.quantity, failure: null }
    : { ...base, deals: [], quantity: '0', failure: errorAnswer(result.left.code).message };
};

const dealIdOf = (form: FormData): O.Option<number> => {
  const value = form.get('dealId');
  return typeof value === 'string' ? dealIdFromText(value) : O.none;
};

/** A failed form: the page again, with what went wrong (the one error table /v1 answers with too). */
const failed = (code: WishlistErrorCode) => {
  const failure = errorAnswer(code);
  return data({ failure: failure.message }, { status: failure.status });
};

export const wishlistAction = async (request: Request, context: KerchingLoadContext) => {
  const form = await request.formData();
  const holder = holderOf(request, context);
  const services = context.services.wishlist;
  const intent = form.get('intent');
  const dealId = dealIdOf(form);
  if (intent === 'add') {
    if (O.isNone(dealId)) return failed('WISHLIST.DEALS_MISSING');
    const saved = await services.saveToWishlist.execute(holder, dealId.value)();
    if (E.isLeft(saved)) return failed(saved.left.code);
    const headers = new Headers();
    if (O.isNone(holder.customerId))
      headers.append(
        'set-cookie',
        serverCookie('wishListIdFromServer', saved.right, Date.now(), context.request.secureCookies),
      );
    return redirect(WISHLIST_PATH, { status: 303, headers });
  }
  const removeOne = intent === 'remove';
  if ((!removeOne && intent !== 'removeAll') || (removeOne && O.isNone(dealId)))
    return failed('WISHLIST.DEALS_MISSING');
  const removed = await services.removeFromWishlist.execute(holder, removeOne ? dealId : O.none)();
  return E.isLeft(removed) ? failed(removed.left.code) : redirect(WISHLIST_PATH, 303);
};
