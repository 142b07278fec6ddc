/**
 * Tokens (spec 1 §3 "Basket", spec 1 §5, spec 2 §9 "Tokens"): a basket token is valid only if
 * longer than 10 characters.
 */
import * as E from 'fp-ts/Either';
import { type PurchaseError, purchaseError } from '../checkout/purchaseError';
import { BASKET_TOKEN_LENGTH_TO_EXCEED } from './constants';

export const isValidBasketToken = (token: string | undefined): token is string =>
  token !== undefined && token.length > BASKET_TOKEN_LENGTH_TO_EXCEED;

/** The basket token, or BASKET.TOKEN_INVALID for one of 10 characters or fewer. */
export const basketToken = (token: string | undefined): E.Either<PurchaseError, string> =>
  isValidBasketToken(token)
    ? E.right(token)
    : E.left(purchaseError('BASKET.TOKEN_INVALID', 'token of 10 characters or fewer'));
