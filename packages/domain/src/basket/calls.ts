/**
 * Preconditions of basket calls (spec 1 §5, spec 2 §7.6, §8):
 * - basket/product calls need a token and a product or payload, else nothing is sent (Option);
 * - basket removal needs a token and a product id (Either, so the caller can log which is missing);
 * - basket replace needs a token and products (an empty list is a valid replacement: it empties the
 *   basket).
 * "Token" here means present and non-empty; whether it is valid is `isValidBasketToken`'s question.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { type DomainError, domainError } from '../shared/error';
import { NO_BASKET_TOKEN_LOG } from './messages';

const hasToken = (token: string | undefined): token is string => token !== undefined && token !== '';

export interface BasketProductCall<P> {
  readonly token: string;
  readonly product: P;
}

export const basketProductCall = <P>(
  token: string | undefined,
  product: P | null | undefined,
): O.Option<BasketProductCall<P>> =>
  hasToken(token) && product !== null && product !== undefined ? O.some({ token, product }) : O.none;

export type BasketRemovalError = DomainError<'BASKET.TOKEN_MISSING' | 'BASKET.PRODUCT_ID_MISSING'>;

export interface BasketRemovalCall {
  readonly token: string;
  readonly productId: number;
}

export const basketRemovalCall = (
  token: string | undefined,
  productId: number | undefined,
): E.Either<BasketRemovalError, BasketRemovalCall> => {
  if (!hasToken(token)) return E.left(domainError('BASKET.TOKEN_MISSING', NO_BASKET_TOKEN_LOG));
  if (productId === undefined || !Number.isFinite(productId)) {
    return E.left(domainError('BASKET.PRODUCT_ID_MISSING', 'A product id is required to remove a product'));
  }
  return E.right({ token, productId });
};

export interface BasketReplaceCall<L> {
  readonly token: string;
  readonly products: readonly L[];
}

export const basketReplaceCall = <L>(
  token: string | undefined,
  products: readonly L[] | undefined,
): O.Option<BasketReplaceCall<L>> => (hasToken(token) && products !== undefined ? O.some({ token, products }) : O.none);
