/**
 * What a basket line costs (spec 1 §3: a product's totalPrice is its price with its adminFee; a
 * basket line has its postagePrice): each unit's price and admin fee, times the quantity, and the
 * line's postage. Minor units throughout.
 *
 * Postage is charged once a line (our reading: one parcel of one product, however many units),
 * at the deal's "Postage from" price, when the deal is delivered (deliveryType other).
 */
export interface LineCharge {
  readonly priceMinor: number;
  readonly adminFeeMinor: number;
}

export interface Delivery {
  readonly delivered: boolean;
  readonly postageMinor: number;
}

/** One unit: its price and its admin fee. */
export const unitAmount = (charge: LineCharge): number => charge.priceMinor + charge.adminFeeMinor;

/** The postage of a line: the deal's postage when it is delivered, else nothing. */
export const linePostage = (delivery: Delivery): number => (delivery.delivered ? delivery.postageMinor : 0);

/** A line of `quantity` units, with its postage once it holds one unit or more. */
export const lineAmount = (charge: LineCharge & Delivery, quantity: number): number =>
  unitAmount(charge) * quantity + (quantity > 0 ? linePostage(charge) : 0);
