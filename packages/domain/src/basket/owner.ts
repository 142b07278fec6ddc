/**
 * Who a basket answers to (issue 40 item 7). A basket's token is its bearer secret only while the
 * basket is anonymous (spec 1 §7 "basket and wishlist held by cookie tokens"). Once it is linked to
 * a customer (spec 2 §7.6 "PATCH basket/{id} … links a customer", or at sign-in), it answers only to
 * that customer's session: a token that leaked (a shared checkout link, a shared computer after
 * sign-out) no longer reads or changes it.
 */
import * as O from 'fp-ts/Option';

/**
 * Whether `shopper` (the signed-in customer asking; none when signed out) may read and change a
 * basket whose customer is `owner` (none for an anonymous basket).
 */
export const basketAnswersTo = (owner: O.Option<string>, shopper: O.Option<string>): boolean =>
  O.match(
    () => true,
    (customerId: string) => O.exists((asking: string) => asking === customerId)(shopper),
  )(owner);
