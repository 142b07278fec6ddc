/**
 * The deal page's form (issue 6): "Add to basket" puts the chosen product and quantity in the
 * shopper's basket and says so; "Buy now" does the same and goes to checkout. Works without
 * JavaScript (a plain form post) and with it. Rule failures come back with the spec's messages.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { data, redirect } from 'react-router';
import type { KerchingLoadContext } from '../load-context';
import { basketCookie, basketTokenOf } from './basketCookie.server';
import { PURCHASE_COPY } from './purchaseCopy';
import { purchaseFailureStatus } from './purchaseStatus';

export interface BasketActionAnswer {
  readonly failure?: string;
  readonly added?: { readonly message: string; readonly checkoutHref: string; readonly itemCount: string };
}

const wholeNumber = (value: FormDataEntryValue | null): number | null => {
  const text = typeof value === 'string' ? value.trim() : '';
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
};

export const checkoutHref = (basketToken: string): string => `/checkout/${encodeURIComponent(basketToken)}`;

export const dealBasketAction = async (request: Request, context: KerchingLoadContext) => {
  const form = await request.formData();
  const productId = wholeNumber(form.get('productId'));
  const quantity = wholeNumber(form.get('quantity'));
  if (productId === null) return data<BasketActionAnswer>({ failure: PURCHASE_COPY.chooseAnOption }, { status: 400 });
  if (quantity === null || quantity < 1)
    return data<BasketActionAnswer>({ failure: PURCHASE_COPY.chooseAQuantity }, { status: 400 });
  const result = await context.services.purchase.addToShoppersBasket.execute({
    site: context.site.key,
    customerId: O.map((viewer: { account: { id: string } }) => viewer.account.id)(context.viewer),
    basketToken: basketTokenOf(request),
    eligibleForVip: false,
    product: { productId, quantity },
  })();
  if (E.isLeft(result))
    return data<BasketActionAnswer>(
      { failure: result.left.message },
      { status: purchaseFailureStatus(result.left.code) },
    );
  const basket = result.right;
  const headers = new Headers();
  headers.append(...basketCookie(basket.id, context.request.secureCookies));
  if (form.get('intent') === 'buy') return redirect(checkoutHref(basket.id), { status: 303, headers });
  return data<BasketActionAnswer>(
    { added: { message: PURCHASE_COPY.added, checkoutHref: checkoutHref(basket.id), itemCount: basket.quantity } },
    { headers },
  );
};
