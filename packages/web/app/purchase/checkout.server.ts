/**
 * The checkout page's server side (issue 6; spec 1 §4 checkout status and 422 recovery, §5
 * checkout prerequisites and payment methods; spec 2 §7.7). Checkout needs a signed-in shopper: a
 * visitor is sent to login and comes back. The basket becomes the shopper's when they arrive. The
 * promo code and the wallet toggle are GET parameters, so the page shows their result and works
 * without JavaScript.
 *
 * Paying: the card fields are the payment provider's hosted fields (HostedPayments): the card
 * number goes to the provider, which answers a token, and only that token goes to PlaceOrder, so no
 * card number ever reaches the order code. Other methods get their token from the provider's own
 * flow (PayPal approval, the device wallet, a Klarna or Clearpay session). The idempotency key is
 * made when the page is shown, so a second press of "Place order" never makes a second order.
 */
import { randomBytes } from 'node:crypto';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { data, redirect } from 'react-router';
import type { Authenticated } from '@kerching/application';
import {
  type PassengerDetails,
  type PurchaseError,
  PASSENGER_DETAILS_INVALID_MESSAGE,
  PASSENGER_FIELD_MESSAGES,
  needsPostalAddress,
  passengerProblems,
  purchaseError,
} from '@kerching/domain/checkout';
import { expiredServerCookie } from '@kerching/adapters-storage';
import type { KerchingLoadContext } from '../load-context';
import { requireViewer } from '../account/accountSession.server';
import { type CheckoutModel, checkoutModel } from './checkoutModel';
import { basketCookie, basketTokenOf } from './basketCookie.server';
import { EXPRESS_FALLBACK_PARAM, checkoutHref, confirmationHref } from './purchasePaths';
import { PURCHASE_COPY } from './purchaseCopy';
import { errorStatus } from '@kerching/contract/error-table';
import { CARD_FIELD_NAMES } from './cardFields';
import { NO_PASSENGER, PASSENGER_ERROR_NAMES, PASSENGER_FORM_NAMES, type PassengerValues } from './passengerForm';
import { ADDRESS_FINDER, addressFinderAction } from './addressFinder.server';

export interface CheckoutLoaded {
  readonly siteKey: KerchingLoadContext['site']['key'];
  readonly model: CheckoutModel;
  readonly idempotencyKey: string;
  /** This basket was made by the 422 recovery: the shopper is told why. */
  readonly recovered: boolean;
  readonly details: DetailsValues;
  /** The lead passenger's fields, empty until typed (asked for when the basket holds travel). */
  readonly passenger: PassengerValues;
  /** An express buy fell back to this checkout: the shopper is told so. */
  readonly expressFallback: boolean;
  /** The postcode field's name: Eircode on the Irish sites. */
  readonly postcodeKind: 'postcode' | 'eircode';
  /** Something in the basket is posted: the address is asked (a voucher-only basket has none). */
  readonly postalAddress: boolean;
  /**
   * A visitor sees their basket and changes it; paying asks them to sign in or register first
   * (issue 42: the basket icon used to send a visitor to sign in before they saw anything).
   */
  readonly signedIn: boolean;
}

/** Marks the checkout the 422 recovery redirected to (and stops a second recovery). */
const RECOVERED_PARAM = 'recovered';

export interface CheckoutAnswer {
  readonly failure?: string;
  /** "Your details" fields with a problem: field name -> message. */
  readonly fields?: Readonly<Record<string, string>>;
  /** What the shopper typed in "Your details", shown again (the form also works without script). */
  readonly values?: DetailsValues;
  /** What the shopper typed as the lead passenger, shown again. */
  readonly passenger?: PassengerValues;
  /** The address finder's postcode and what it found, or why not (addressFinder.server.ts). */
  readonly finder?: {
    readonly postcode: string;
    readonly message?: string;
    readonly addresses?: ReadonlyArray<{ readonly key: string; readonly text: string }>;
  };
}

const passengerValuesOf = (form: FormData): PassengerValues | null => {
  if (!form.has(PASSENGER_FORM_NAMES.lastName)) return null;
  const value = (key: keyof PassengerValues) => textOf(form, PASSENGER_FORM_NAMES[key]);
  return {
    title: value('title'),
    firstNames: value('firstNames'),
    lastName: value('lastName'),
    day: value('day'),
    month: value('month'),
    year: value('year'),
  };
};

const passengerDetailsOf = (values: PassengerValues): PassengerDetails => ({
  title: values.title,
  firstNames: values.firstNames,
  lastName: values.lastName,
  dateOfBirth: { day: values.day, month: values.month, year: values.year },
});

/** The "Your details" form as the page fills it in (the last checkout's, else empty). */
export interface DetailsValues {
  readonly fullName: string;
  readonly phone: string;
  readonly addressLine: string;
  readonly town: string;
  readonly postcode: string;
}

const NO_DETAILS: DetailsValues = { fullName: '', phone: '', addressLine: '', town: '', postcode: '' };

/** The details saved for this edition, or none. */
const savedDetails = async (context: KerchingLoadContext, customerId: string): Promise<DetailsValues> => {
  const saved = await context.services.purchase.getCustomerDetails.execute({
    customerId,
    countryCode: context.site.countryCode,
  })();
  if (E.isLeft(saved) || O.isNone(saved.right)) return NO_DETAILS;
  const { fullName, phone, addressLine, town, postcode } = saved.right.value;
  return { fullName, phone, addressLine, town, postcode };
};

/** Failures meaning the basket cannot be bought as it is: the spec's 422 recovery. */
const isBasketProblem = (error: PurchaseError): boolean =>
  error.code.startsWith('BASKET.') || error.code.startsWith('DEAL.') || error.code === 'CHECKOUT.BASKET_STALE';

const textOf = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

const wholeOf = (form: FormData, name: string): number | null => {
  const text = textOf(form, name);
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
};

/**
 * 144 random bits as letters, digits and '_' (no '-', no long digit runs): PlaceOrder refuses any
 * field that reads as a card number, and a UUID's dash-separated digit groups sometimes do.
 */
export const newIdempotencyKey = (): string => randomBytes(18).toString('base64url').replace(/-/g, '_');

export const loadCheckout = async (
  request: Request,
  context: KerchingLoadContext,
  basketToken: string,
): Promise<CheckoutLoaded> => {
  const customerId = O.map((viewer: Authenticated) => viewer.account.id)(context.viewer);
  const purchase = context.services.purchase;
  const url = new URL(request.url);
  const promo = url.searchParams.get('promo')?.trim() ?? '';
  const promoCode = promo === '' ? O.none : O.some(promo);
  const useWallet = url.searchParams.get('wallet') === 'on';
  // The shopper's basket from now on (a no-op when it already is).
  if (O.isSome(customerId))
    await purchase.linkBasketToCustomer.execute({ token: basketToken, customerId: customerId.value })();
  const result = await purchase.getCheckout.execute({
    token: basketToken,
    customerId,
    promoCode,
    useWallet,
    device: { applePay: false, googlePay: false, isInternetExplorer: false },
    flags: { clearpayEnabled: true, klarnaStrict: false },
  })();
  if (E.isLeft(result)) {
    const error = result.left;
    // Spec 1 §4: a 422 makes a new basket (of what can still be bought) and goes to its checkout.
    if (isBasketProblem(error) && url.searchParams.get(RECOVERED_PARAM) === null) {
      const recovered = await purchase.recoverBasket.execute({
        site: context.site.key,
        customerId,
        token: basketToken,
      })();
      if (E.isRight(recovered) && O.isSome(recovered.right)) {
        const headers = new Headers();
        headers.append(...basketCookie(recovered.right.value.id, context.request.secureCookies));
        throw redirect(`${checkoutHref(recovered.right.value.id)}?${RECOVERED_PARAM}=1`, { status: 303, headers });
      }
    }
    // Nothing in it can be bought: the browser forgets this basket (spec 1 §4), so the next deal
    // added starts a new one, and the page says why. Another basket the cookie holds is kept.
    const forget = new Headers();
    if (isBasketProblem(error) && O.exists((held: string) => held === basketToken)(basketTokenOf(request)))
      forget.append('set-cookie', expiredServerCookie('basket', context.request.secureCookies));
    throw data(
      { message: error.message },
      { status: isBasketProblem(error) ? 422 : errorStatus(error.code), headers: forget },
    );
  }
  const details = O.isSome(customerId) ? await savedDetails(context, customerId.value) : NO_DETAILS;
  return {
    siteKey: context.site.key,
    model: checkoutModel(result.right, basketToken, promoCode, useWallet),
    passenger: NO_PASSENGER,
    idempotencyKey: newIdempotencyKey(),
    recovered: url.searchParams.get(RECOVERED_PARAM) !== null,
    expressFallback: url.searchParams.get(EXPRESS_FALLBACK_PARAM) !== null,
    details,
    postcodeKind: context.site.countryCode === 'ie' ? 'eircode' : 'postcode',
    postalAddress: needsPostalAddress(result.right.basket.products),
    signedIn: O.isSome(customerId),
  };
};

/** The provider's token for the chosen method (the card number goes to the provider only). */
const paymentTokenFor = (
  context: KerchingLoadContext,
  viewer: Authenticated,
  form: FormData,
  cashAmount: number,
): E.Either<PurchaseError, O.Option<string>> => {
  const provider = context.services.purchase.hostedPayments;
  const some = E.map((token: string) => O.some(token));
  switch (textOf(form, 'method')) {
    case 'wallet':
      return E.right(O.none);
    case 'card':
      return some(
        provider.tokeniseCard({
          number: textOf(form, CARD_FIELD_NAMES.number),
          expiry: textOf(form, CARD_FIELD_NAMES.expiry),
          securityCode: textOf(form, CARD_FIELD_NAMES.securityCode),
          postalCode: textOf(form, CARD_FIELD_NAMES.postalCode),
        }),
      );
    case 'paypal':
    case 'paypalCredit':
      return some(
        provider.approvePayPal(
          provider.createPayPalApproval(textOf(form, 'method') === 'paypalCredit'),
          textOf(form, 'payerEmail') || viewer.account.email,
        ),
      );
    case 'apple':
      return E.right(O.some(provider.walletToken('apple')));
    case 'google':
      return E.right(O.some(provider.walletToken('google')));
    case 'klarna':
      return some(provider.klarnaPay(provider.createKlarnaSession(cashAmount)));
    case 'clearpay':
      return some(provider.clearpayPay(provider.createClearpayCheckout(cashAmount)));
    default:
      return E.left(purchaseError('PAYMENT.METHOD_NOT_ELIGIBLE', 'no payment method chosen'));
  }
};

const failed = (error: PurchaseError) =>
  data<CheckoutAnswer>({ failure: error.message }, { status: errorStatus(error.code) });

/** A basket line's quantity or gift choice changed, or the line removed; then the page again. */
const changeLine = async (
  form: FormData,
  intent: 'update' | 'remove',
  basketToken: string,
  shopper: O.Option<string>,
  context: KerchingLoadContext,
  back: URL,
) => {
  const purchase = context.services.purchase;
  const productId = wholeOf(form, 'productId');
  const quantity = wholeOf(form, 'quantity');
  if (productId === null) return failed(purchaseError('BASKET.INPUT_INVALID', 'no product id'));
  const changed =
    intent === 'remove' || quantity === 0
      ? await purchase.removeFromBasket.execute({ token: basketToken, shopper, productId: O.some(productId) })()
      : await purchase.updateBasketLine.execute({
          token: basketToken,
          shopper,
          productId,
          patch: { quantity: quantity ?? 1, gift: textOf(form, 'gift') === 'on' },
        })();
  return E.isLeft(changed) ? failed(changed.left) : redirect(`${back.pathname}${back.search}`, 303);
};

export const checkoutAction = async (request: Request, context: KerchingLoadContext, basketToken: string) => {
  const purchase = context.services.purchase;
  const form = await request.formData();
  const intent = textOf(form, 'intent');
  // A visitor changes the lines of their own basket; everything else needs the shopper signed in.
  if (O.isNone(context.viewer) && (intent === 'update' || intent === 'remove'))
    return changeLine(form, intent, basketToken, O.none, context, new URL(request.url));
  const viewer = requireViewer(request, context);
  if (intent === ADDRESS_FINDER.find || intent === ADDRESS_FINDER.use)
    return addressFinderAction(form, intent, context, await savedDetails(context, viewer.account.id));
  const back = new URL(request.url);
  if (intent === 'update' || intent === 'remove')
    return changeLine(form, intent, basketToken, O.some(viewer.account.id), context, back);
  if (textOf(form, 'terms') !== 'on')
    return data<CheckoutAnswer>({ failure: PURCHASE_COPY.mustAcceptTerms }, { status: 400 });
  // Spec 1 §5 checkout prerequisites: an address (with its postcode) and a contact phone number.
  const values: DetailsValues = {
    fullName: textOf(form, 'fullName'),
    phone: textOf(form, 'phone'),
    addressLine: textOf(form, 'addressLine'),
    town: textOf(form, 'town'),
    postcode: textOf(form, 'postcode'),
  };
  // A travel basket's form has the lead passenger: every field's problem is shown at once, the
  // passenger's beside the address's, not one form after another.
  const passenger = passengerValuesOf(form);
  const passengerFields: Readonly<Record<string, string>> =
    passenger === null
      ? {}
      : Object.fromEntries(
          passengerProblems(passengerDetailsOf(passenger), new Date()).map((field) => [
            PASSENGER_ERROR_NAMES[field],
            PASSENGER_FIELD_MESSAGES[field],
          ]),
        );
  // An address only when something is posted, decided from the basket, not the form.
  const basket = await purchase.getBasket.execute({
    key: { _tag: 'Token', token: basketToken, shopper: O.some(viewer.account.id) },
    giftPacks: false,
  })();
  // A basket that has gone was ordered already (a second press of Place order): the details were
  // saved with the first, and the order's own answer (the stored confirmation) follows.
  const details = E.isLeft(basket)
    ? E.right(undefined)
    : await purchase.saveCustomerDetails.execute({
        customerId: viewer.account.id,
        countryCode: context.site.countryCode,
        form: values,
        postal: needsPostalAddress(basket.right.products),
      })();
  if (E.isLeft(details) && details.left.kind === 'store') return failed(details.left.error);
  const detailFields = E.isLeft(details) && details.left.kind !== 'store' ? details.left.fields : {};
  const fields = { ...detailFields, ...passengerFields };
  if (Object.keys(fields).length > 0) {
    const [first] = Object.values(detailFields);
    return data<CheckoutAnswer>(
      {
        failure:
          first ??
          (Object.keys(passengerFields).length > 0 ? PASSENGER_DETAILS_INVALID_MESSAGE : PURCHASE_COPY.checkDetails),
        fields,
        values,
        passenger: passenger ?? NO_PASSENGER,
      },
      { status: 400 },
    );
  }
  const cashAmount = wholeOf(form, 'cashAmount');
  const walletUsed = wholeOf(form, 'walletUsed');
  if (cashAmount === null || walletUsed === null) return failed(purchaseError('CHECKOUT.INVALID_AMOUNT', 'amounts'));
  const token = paymentTokenFor(context, viewer, form, cashAmount);
  if (E.isLeft(token)) return failed(token.left);
  const promo = textOf(form, 'promoCode');
  const placed = await purchase.placeOrder.execute({
    site: context.site.key,
    customer: { id: viewer.account.id, email: viewer.account.email },
    basketToken,
    idempotencyKey: textOf(form, 'idempotencyKey'),
    paymentToken: token.right,
    promoCode: promo === '' ? O.none : O.some(promo),
    useWallet: walletUsed > 0,
    cashAmount,
    walletUsed,
    passengers: passenger === null ? [] : [passengerDetailsOf(passenger)],
  })();
  if (E.isLeft(placed) && placed.left.code === 'CHECKOUT.PASSENGER_DETAILS_INVALID') {
    const problems = passengerProblems(passengerDetailsOf(passenger ?? NO_PASSENGER), new Date());
    const fields = Object.fromEntries(
      problems.map((field) => [PASSENGER_ERROR_NAMES[field], PASSENGER_FIELD_MESSAGES[field]]),
    );
    return data<CheckoutAnswer>(
      { failure: placed.left.message, fields, values, passenger: passenger ?? NO_PASSENGER },
      { status: errorStatus(placed.left.code) },
    );
  }
  if (E.isLeft(placed)) return failed(placed.left);
  const headers = new Headers();
  headers.append('set-cookie', expiredServerCookie('basket', context.request.secureCookies));
  return redirect(confirmationHref(placed.right.orderId), { status: 303, headers });
};
