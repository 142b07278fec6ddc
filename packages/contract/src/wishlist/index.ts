/**
 * The wish list's PATCH body (spec 2 §7.8 "PATCH wishlist/{id} with operation merge on
 * /customerToken; PATCH wishlist/{id} with an operations list to merge local deals"), as a list of
 * operations: merge the list into the signed-in shopper's (the value is their customer token), or
 * add a deal the browser kept locally. Shapes and bounds only; the rules are the use-cases'.
 */
import * as t from 'io-ts';
import { MAX_INT4 } from '../catalogue/codecs';
import { SafeText } from '../codecs';

const DealId = new t.Type<number, number, unknown>(
  'a deal id',
  (u): u is number => typeof u === 'number' && Number.isSafeInteger(u) && u > 0 && u <= MAX_INT4,
  (u, c) =>
    typeof u === 'number' && Number.isSafeInteger(u) && u > 0 && u <= MAX_INT4
      ? t.success(u)
      : t.failure(u, c, 'a deal id (a whole number from 1)'),
  (n) => n,
);

const Token = SafeText(512, { name: 'a customer token' });

export const WishlistOperationCodec = t.union([
  t.type({ operation: t.literal('merge'), path: t.literal('/customerToken'), value: Token }),
  t.type({ operation: t.literal('add'), path: t.literal('/deals'), value: DealId }),
]);
export type WishlistOperation = t.TypeOf<typeof WishlistOperationCodec>;

/** At most 50 operations (the wish list's page size). */
export const WishlistPatchCodec = t.refinement(
  t.readonlyArray(WishlistOperationCodec),
  (operations) => operations.length >= 1 && operations.length <= 50,
  '1 to 50 operations',
);
