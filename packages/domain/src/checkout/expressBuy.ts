/**
 * Express buy (spec 1 §1 "an express buy that can fail and fall back to normal checkout"; §6 "a
 * logged-in customer ... needs saved instruments for express methods"; issue 6). One press on the
 * deal page buys the chosen product at once, paid from the shopper's saved instrument: their
 * wallet credit, with the details of their last checkout. Anything missing is not an error to the
 * shopper: the purchase falls back to the normal checkout, which says why.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';

export interface ExpressBuyFacts {
  readonly signedIn: boolean;
  /** Name, phone and address from an earlier checkout. */
  readonly hasSavedDetails: boolean;
  /** The deal needs choices a single press cannot make (dates, travellers, a deposit). */
  readonly needsChoices: boolean;
}

/** What a deal says about the choices its purchase needs. */
export interface ChoicesOfDeal {
  readonly dealType: 'default' | 'calendar';
  readonly isTravel: boolean;
  readonly depositPrice: O.Option<number>;
  readonly pricePerPerson: boolean;
}

/**
 * A deal needs choices a single press cannot make: the dates of a deal sold by date, travellers,
 * a deposit to pay or not, the people of a price-per-person deal.
 */
export const dealNeedsChoices = (deal: ChoicesOfDeal): boolean =>
  deal.dealType === 'calendar' || deal.isTravel || O.isSome(deal.depositPrice) || deal.pricePerPerson;

export type ExpressBuyRefusal = 'NOT_SIGNED_IN' | 'NO_SAVED_DETAILS' | 'NEEDS_CHOICES' | 'NO_SAVED_INSTRUMENT';

/** Whether an express buy may be tried (the wallet's cover is known only once the basket is priced). */
export const expressBuyAllowed = (facts: ExpressBuyFacts): E.Either<ExpressBuyRefusal, true> => {
  if (!facts.signedIn) return E.left('NOT_SIGNED_IN');
  if (facts.needsChoices) return E.left('NEEDS_CHOICES');
  if (!facts.hasSavedDetails) return E.left('NO_SAVED_DETAILS');
  return E.right(true);
};

/** The wallet is the saved instrument: it must pay the whole order. */
export const walletPaysAll = (amounts: { readonly cashAmount: number; readonly walletAmountUsed: number }): boolean =>
  amounts.cashAmount === 0 && amounts.walletAmountUsed > 0;
