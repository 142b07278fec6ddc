/**
 * Every user-facing string of the deal family (spec 2 §8 "User-facing messages", spec 1 §5
 * "Deal purchase"). Strings the spec quotes are kept verbatim.
 */

/** Verbatim (spec 2 §8, Basket): shown when a deal or product can no longer be bought. */
export const DEAL_NO_LONGER_AVAILABLE_MESSAGE = 'Oops! This item is no longer available';

/**
 * "maximum per deal per day shown" (spec 1 §5). The spec does not quote the text: OUR WORDING.
 * `n` is the most a shopper may buy of this deal today.
 */
export const maximumPerDealPerDayMessage = (n: number): string => `Maximum ${n} per deal per day`;

/**
 * OUR WORDING, beside the quantity stepper: the chosen option allows fewer than the deal's maximum
 * per day (its own cap, what is left, or the shopper's allowance), so the stepper stops at `n`.
 */
export const optionQuantityLimitMessage = (n: number): string => `You can buy up to ${n} of this option`;

/** What a shopper reads when a deal cannot be bought: a short heading and a sentence. */
export interface DealNotice {
  readonly heading: string;
  readonly message: string;
}

/**
 * Why a deal page cannot sell (spec 1 §4 "Deal unavailability"). The spec quotes only 'Oops! This
 * item is no longer available' (used for a closed or missing deal); the rest is OUR WORDING.
 */
export const DEAL_UNAVAILABLE_NOTICES = {
  'DEAL.MISSING': { heading: 'Deal not found', message: DEAL_NO_LONGER_AVAILABLE_MESSAGE },
  'DEAL.SOLD_OUT': { heading: 'Sold out', message: 'Every option of this deal has sold out.' },
  'DEAL.NOT_OPEN': { heading: 'Coming soon', message: 'This deal is not on sale yet.' },
  'DEAL.CLOSED': { heading: 'This deal has ended', message: DEAL_NO_LONGER_AVAILABLE_MESSAGE },
  'DEAL.CAP_REACHED': {
    heading: 'Sold out for now',
    message: 'Every option has reached its daily or weekly limit. Please check back soon.',
  },
} as const satisfies Readonly<Record<string, DealNotice>>;

/** OUR WORDING: a deal not on sale yet (a preview), naming the day it opens. */
export const dealOpensNotice = (day: string): DealNotice => ({
  heading: DEAL_UNAVAILABLE_NOTICES['DEAL.NOT_OPEN'].heading,
  message: `This deal goes on sale on ${day}.`,
});

/** OUR WORDING: a lastChance deal bought after closing by a shopper who came from search and the like. */
export const LAST_CHANCE_NOTICE: DealNotice = {
  heading: 'Last chance',
  message: 'This deal has closed, but you can still buy it here.',
};

/** OUR WORDING: a buy-closed-deal still on sale after closing; `until` is the last day, as shown. */
export const buyClosedDealNotice = (until: string): DealNotice => ({
  heading: 'Still on sale',
  message: `This deal has closed, but you can still buy it until ${until}.`,
});

/** OUR WORDING: labels of a product that cannot be chosen. */
export const PRODUCT_SOLD_OUT_LABEL = 'Sold out';
export const PRODUCT_LIMIT_REACHED_LABEL = 'Limit reached for now';
export const PRODUCT_VIP_ONLY_LABEL = 'VIP members only';

/**
 * OUR WORDING: the admin-fee notice (spec 1 §5); `fee` is the formatted fee of noticedAdminFee,
 * the highest of the options' when they differ.
 */
export const adminFeeNoticeMessage = (fee: string, varies = false): string =>
  varies
    ? `An admin fee of up to ${fee} per voucher, depending on the option, applies to this deal.`
    : `An admin fee of ${fee} per voucher applies to this deal.`;

/**
 * OUR WORDING, from spec 2 §9 "Pay in 3 for 18+ UK residents": shown on UK sites when a deal has a
 * high total price (spec 1 §5), where paying in instalments matters.
 */
export const HIGH_TOTAL_PRICE_NOTICE = 'Spread the cost: Pay in 3 at checkout, for UK residents aged 18 and over.';
