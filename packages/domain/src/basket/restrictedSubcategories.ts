/**
 * Restricted subcategories (spec 1 §5 "Payment methods", spec 2 §9 "Baskets"): a basket containing
 * subcategory 14, 17, 386, 398, 585 or 586 is allowed only when the total is under 50 (major units
 * of the basket's currency; totals here are minor units, so under 5000).
 */
import * as E from 'fp-ts/Either';
import { type DomainError, domainError } from '../shared/error';
import { RESTRICTED_BASKET_TOTAL_LIMIT_MINOR, RESTRICTED_SUBCATEGORY_IDS } from './constants';

export type RestrictedBasketOverLimit = DomainError<'BASKET.RESTRICTED_SUBCATEGORY_OVER_LIMIT'>;

export const isRestrictedSubcategory = (subcategoryId: number): boolean =>
  RESTRICTED_SUBCATEGORY_IDS.includes(subcategoryId);

/** True unless the basket holds a restricted subcategory and its total is 50 or more. */
export const restrictedBasketAllowed = (subcategoryIds: readonly number[], totalMinor: number): boolean =>
  !subcategoryIds.some(isRestrictedSubcategory) || totalMinor < RESTRICTED_BASKET_TOTAL_LIMIT_MINOR;

/** The total when the basket is allowed, else the reason. */
export const checkRestrictedBasket = (
  subcategoryIds: readonly number[],
  totalMinor: number,
): E.Either<RestrictedBasketOverLimit, number> =>
  restrictedBasketAllowed(subcategoryIds, totalMinor)
    ? E.right(totalMinor)
    : E.left(
        domainError(
          'BASKET.RESTRICTED_SUBCATEGORY_OVER_LIMIT',
          'A basket with a restricted subcategory must total under 50',
        ),
      );
