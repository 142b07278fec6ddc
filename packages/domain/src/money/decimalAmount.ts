/**
 * An amount for machines rather than shoppers (structured data such as schema.org `price`,
 * payment provider fields): minor units as a plain decimal with two places and no symbol or
 * thousands separator, 1999 -> "19.99", 2500 -> "25.00", -5 -> "-0.05".
 */
export const decimalAmount = (amountMinor: number): string => {
  const whole = Math.round(amountMinor);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};
