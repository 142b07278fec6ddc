/**
 * Every user-facing string of the checkout family (spec 2 §8 "User-facing messages", Payment).
 */

import { PAYMENT_ALL_WALLET_NEEDS_CARD_FLOW } from '../payment/messages';

/** "all-wallet order needs card flow": the spec does not quote the text; our wording is the payment family's. */
export const ALL_WALLET_ORDER_NEEDS_CARD_FLOW_MESSAGE = PAYMENT_ALL_WALLET_NEEDS_CARD_FLOW;
