/**
 * Products within a demo deal: what each variant kind offers and how its price scales, and the
 * shop-like pricing of the demo (whole pounds, .99 or .50; euro prices a little higher).
 */
import type { CurrencyCode } from '@kerching/domain/site';
import type { VariantKind } from './categories';
import type { Random } from './random';

export interface Variant {
  readonly label: string;
  /** Price relative to the first variant. */
  readonly scale: number;
  readonly nights?: number;
}

const v = (label: string, scale: number, nights?: number): Variant =>
  nights === undefined ? { label, scale } : { label, scale, nights };

export const VARIANTS: Readonly<Record<VariantKind, readonly [Variant, ...Variant[]]>> = {
  people: [v('For two people', 1), v('For four people', 1.9), v('For one person', 0.55), v('For six people', 2.7)],
  duration: [v('60 minutes', 1), v('90 minutes', 1.4), v('30 minutes', 0.6), v('120 minutes', 1.8)],
  sessions: [v('One session', 1), v('Three sessions', 2.6), v('Five sessions', 4), v('Ten sessions', 7)],
  passes: [v('Ten passes', 1), v('Five passes', 0.6), v('Twenty passes', 1.8), v('One-month unlimited pass', 1.3)],
  pack: [v('Single', 1), v('Twin pack', 1.8), v('Triple pack', 2.5), v('Four pack', 3.2)],
  colour: [v('Black', 1), v('White', 1), v('Navy', 1), v('Rose gold', 1.05)],
  size: [v('Small', 1), v('Medium', 1), v('Large', 1), v('Extra large', 1.05)],
  bedding: [v('Single', 1), v('Double', 1.25), v('King', 1.45), v('Super king', 1.65)],
  nights: [
    v('2 nights for two', 1, 2),
    v('1 night for two', 0.6, 1),
    v('3 nights for two', 1.4, 3),
    v('4 nights for two', 1.8, 4),
  ],
  card: [v('E-gift card', 1), v('Printed card in an envelope', 1.04), v('Card in a presentation box', 1.1)],
  single: [v('Standard', 1), v('With gift wrap', 1.08), v('Premium edition', 1.3), v('Deluxe edition', 1.6)],
};

/** Pounds to the site's currency: euro prices run about 15% higher. */
export const inCurrency = (pounds: number, currency: CurrencyCode): number =>
  currency === 'EUR' ? Math.round(pounds * 1.15) : pounds;

/** A discounted price in minor units: mostly whole, some ending .99 or .50, as shops price. */
export const priceMinorAfter = (originalMinor: number, percentOff: number, random: Random): number => {
  const raw = Math.round((originalMinor * (100 - percentOff)) / 100);
  const style = random.int(0, 3);
  if (style === 0) return Math.max(99, Math.floor(raw / 100) * 100 - 1);
  if (style === 1) return Math.max(50, Math.round(raw / 50) * 50);
  return Math.max(100, Math.round(raw / 100) * 100);
};
