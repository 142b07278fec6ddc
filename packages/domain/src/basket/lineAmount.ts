/**
 * What a basket line costs (spec 1 §3: a product's totalPrice is its price with its adminFee): each
 * unit's price and admin fee, times the quantity. Minor units throughout.
 */
export interface LineCharge {
  readonly priceMinor: number;
  readonly adminFeeMinor: number;
}

/** One unit: its price and its admin fee. */
export const unitAmount = (charge: LineCharge): number => charge.priceMinor + charge.adminFeeMinor;

/** A line of `quantity` units. */
export const lineAmount = (charge: LineCharge, quantity: number): number => unitAmount(charge) * quantity;
