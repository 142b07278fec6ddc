/**
 * Price display (spec 1 §5 "Prices"): zero shows the free label; € for eur, £ otherwise; whole
 * numbers without decimals, else two places; long prices rounded on small screens.
 */
import type { CurrencyCode } from '../site/site';
import { FREE_LABEL } from './messages';

export { FREE_LABEL };

/** Money is held in minor units (pence, cent) so arithmetic stays exact. */
export interface Money {
  readonly amountMinor: number;
  readonly currency: CurrencyCode;
}

export const money = (amountMinor: number, currency: CurrencyCode): Money => ({ amountMinor, currency });

/** € for eur, £ otherwise (case-insensitive, as the spec compares a currency text). */
export const currencySymbol = (currency: string): '€' | '£' => (currency.toLowerCase() === 'eur' ? '€' : '£');

const withThousands = (whole: string): string => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** 1500 -> "15", 1250 -> "12.50", 123456 -> "1,234.56". Negative amounts keep their sign. */
export const formatAmount = (amountMinor: number): string => {
  const sign = amountMinor < 0 ? '-' : '';
  const abs = Math.abs(Math.round(amountMinor));
  const whole = withThousands(String(Math.floor(abs / 100)));
  const pence = abs % 100;
  return pence === 0 ? `${sign}${whole}` : `${sign}${whole}.${String(pence).padStart(2, '0')}`;
};

export interface FormatPriceOptions {
  /** Small screens round long prices (of at least this many characters) to whole units. */
  readonly smallScreen?: boolean;
  readonly longPriceLength?: number;
}

export const LONG_PRICE_LENGTH = 6;

export const formatPrice = (price: Money, options: FormatPriceOptions = {}): string => {
  if (price.amountMinor === 0) return FREE_LABEL;
  const symbol = currencySymbol(price.currency);
  const text = formatAmount(price.amountMinor);
  const limit = options.longPriceLength ?? LONG_PRICE_LENGTH;
  if (options.smallScreen === true && text.length >= limit) {
    return `${symbol}${formatAmount(Math.round(price.amountMinor / 100) * 100)}`;
  }
  return `${symbol}${text}`;
};
