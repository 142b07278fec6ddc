/**
 * The deal page's form (issue 6): "Add to basket" puts the chosen product and quantity in the
 * shopper's basket and says so; "Buy now" does the same and goes to checkout. Works without
 * JavaScript (a plain form post) and with it. Rule failures come back with the spec's messages.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { data, redirect } from 'react-router';
import type { ProductRequest } from '@kerching/domain/basket';
import { dealNeedsChoices } from '@kerching/domain/checkout';
import { CHOOSE_CHECK_IN_AND_CHECK_OUT, type Stay } from '@kerching/domain/calendar';
import { CALENDAR_PARAMS } from '../deal-page/bookingCalendar';
import { dealVisitOf } from '../deal-page/dealVisit';
import type { KerchingLoadContext } from '../load-context';
import { basketCookie, basketTokenOf } from './basketCookie.server';
import { stayText } from './checkoutModel';
import { PURCHASE_COPY } from './purchaseCopy';
import { errorStatus } from '@kerching/contract/error-table';
import { EXPRESS_FALLBACK_PARAM, checkoutHref, confirmationHref } from './purchasePaths';
import { loginUrlFor } from '../account/returnPath';

export interface BasketActionAnswer {
  readonly failure?: string;
  readonly added?: { readonly message: string; readonly checkoutHref: string; readonly itemCount: string };
}

/**
 * OUR WORDING: new dates for an option already in the basket replace its stay there (one line per
 * option). Here rather than in PURCHASE_COPY, which the browser loads, as only the server says it.
 */
export const datesReplaced = (stay: Stay): string =>
  `Added to your basket. Your new dates replace your earlier ones for this option. Earlier dates: ${stayText(stay)}.`;

const textOf = (value: FormDataEntryValue | null): string => (typeof value === 'string' ? value.slice(0, 10) : '');

const wholeNumber = (value: FormDataEntryValue | null): number | null => {
  const text = typeof value === 'string' ? value.trim() : '';
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
};

/**
 * Express buy (domain checkout/expressBuy.ts): signed out, to login and back; else bought at once,
 * or on to the normal checkout of the product's own basket.
 */
const expressBuy = async (
  request: Request,
  context: KerchingLoadContext,
  product: ProductRequest,
  idempotencyKey: string,
) => {
  const url = new URL(request.url);
  if (O.isNone(context.viewer)) return redirect(loginUrlFor(`${url.pathname}${url.search}`), 303);
  const { account } = context.viewer.value;
  const page = await context.services.getDealPage.execute({
    site: context.site.key,
    lookup: { kind: 'path', path: url.pathname },
    visit: product.visit ?? {},
    preview: false,
    vipUser: false,
    firstReviews: 0,
  })();
  if (E.isLeft(page)) return data<BasketActionAnswer>({ failure: PURCHASE_COPY.expressUnavailable }, { status: 404 });
  const deal = page.right.offer.deal;
  const outcome = await context.services.purchase.expressBuy.execute({
    site: context.site.key,
    customer: { id: account.id, email: account.email },
    product,
    needsChoices: dealNeedsChoices(deal),
    idempotencyKey,
  })();
  if (E.isLeft(outcome))
    return data<BasketActionAnswer>({ failure: outcome.left.message }, { status: errorStatus(outcome.left.code) });
  return outcome.right.kind === 'ordered'
    ? redirect(confirmationHref(outcome.right.confirmation.orderId), 303)
    : redirect(`${checkoutHref(outcome.right.basketToken)}?${EXPRESS_FALLBACK_PARAM}=${outcome.right.reason}`, 303);
};

/** `form` is the request's form, read once by the route's action. */
export const dealBasketAction = async (request: Request, form: FormData, context: KerchingLoadContext) => {
  const productId = wholeNumber(form.get('productId'));
  const quantity = wholeNumber(form.get('quantity'));
  if (productId === null) return data<BasketActionAnswer>({ failure: PURCHASE_COPY.chooseAnOption }, { status: 400 });
  if (quantity === null || quantity < 1)
    return data<BasketActionAnswer>({ failure: PURCHASE_COPY.chooseAQuantity }, { status: 400 });
  // The page's address (the form posts to it) says how the shopper came: it keeps a closed
  // lastChance deal on sale after search and the like (spec 1 §4).
  const visit = dealVisitOf(new URL(request.url).searchParams);
  // A deal sold by date: the stay chosen on the calendar (the use-case checks it).
  const stay = { checkInDate: textOf(form.get('checkInDate')), checkOutDate: textOf(form.get('checkOutDate')) };
  // The dates were chosen on one option's calendar (the address's product): another option ticked
  // without its own dates (the page without script shows no other calendar) needs them chosen.
  const calendarProduct = new URL(request.url).searchParams.get(CALENDAR_PARAMS.product);
  if (stay.checkInDate !== '' && calendarProduct !== null && calendarProduct !== String(productId))
    return data<BasketActionAnswer>({ failure: CHOOSE_CHECK_IN_AND_CHECK_OUT }, { status: 400 });
  if (form.get('intent') === 'express') {
    const key = form.get('expressKey');
    return expressBuy(request, context, { productId, quantity, visit, ...stay }, typeof key === 'string' ? key : '');
  }
  const result = await context.services.purchase.addToShoppersBasket.execute({
    site: context.site.key,
    customerId: O.map((viewer: { account: { id: string } }) => viewer.account.id)(context.viewer),
    basketToken: basketTokenOf(request),
    eligibleForVip: false,
    product: { productId, quantity, visit, ...stay },
  })();
  if (E.isLeft(result))
    return data<BasketActionAnswer>({ failure: result.left.message }, { status: errorStatus(result.left.code) });
  const { basket, replacedStay } = result.right;
  const headers = new Headers();
  headers.append(...basketCookie(basket.id, context.request.secureCookies));
  if (form.get('intent') === 'buy') return redirect(checkoutHref(basket.id), { status: 303, headers });
  return data<BasketActionAnswer>(
    {
      added: {
        message: O.match(() => PURCHASE_COPY.added, datesReplaced)(replacedStay),
        checkoutHref: checkoutHref(basket.id),
        itemCount: basket.quantity,
      },
    },
    { headers },
  );
};
