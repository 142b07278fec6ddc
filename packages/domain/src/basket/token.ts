/**
 * Tokens (spec 1 §3 "Basket", spec 1 §5, spec 2 §9 "Tokens"): a basket token is valid only if
 * longer than 10 characters; a customer token needs at least 10 for the wish list.
 */
import * as E from 'fp-ts/Either';
import { type DomainError, domainError } from '../shared/error';
import { BASKET_TOKEN_LENGTH_TO_EXCEED, WISHLIST_CUSTOMER_TOKEN_MIN_LENGTH } from './constants';

export type BasketTokenInvalid = DomainError<'BASKET.TOKEN_INVALID'>;
export type CustomerTokenInvalid = DomainError<'BASKET.CUSTOMER_TOKEN_INVALID'>;

export const isValidBasketToken = (token: string | undefined): token is string =>
  token !== undefined && token.length > BASKET_TOKEN_LENGTH_TO_EXCEED;

export const isValidWishlistCustomerToken = (token: string | undefined): token is string =>
  token !== undefined && token.length >= WISHLIST_CUSTOMER_TOKEN_MIN_LENGTH;

export const basketToken = (token: string | undefined): E.Either<BasketTokenInvalid, string> =>
  isValidBasketToken(token)
    ? E.right(token)
    : E.left(domainError('BASKET.TOKEN_INVALID', 'A basket token must be longer than 10 characters'));

export const wishlistCustomerToken = (token: string | undefined): E.Either<CustomerTokenInvalid, string> =>
  isValidWishlistCustomerToken(token)
    ? E.right(token)
    : E.left(domainError('BASKET.CUSTOMER_TOKEN_INVALID', 'A customer token needs at least 10 characters'));
