/** A non-negative whole number of minor units; anything else (negative, NaN, infinite) counts as 0. */
export const nonNegativeMinor = (amount: number): number =>
  Number.isFinite(amount) && amount > 0 ? Math.floor(amount) : 0;
