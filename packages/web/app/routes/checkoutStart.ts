/**
 * /checkout without a basket token (spec 1 §2 "/checkout (basket-checkout prefix plus
 * /{basketToken})"): an address a shopper may type or keep. It goes to /basket, which finds the
 * shopper's basket and its checkout (or says the basket is empty), instead of a page not found.
 */
import { redirect } from 'react-router';

export const loader = () => redirect('/basket', 302);
