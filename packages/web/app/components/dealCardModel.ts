/** Presenter: a DealSummary turned into the strings a card shows, through the domain's price rules. */
import type { DealSummary } from '@kerching/domain/catalogue';
import { formatPrice, money } from '@kerching/domain/money';

export interface DealCardModel {
  readonly id: number;
  readonly href: string;
  readonly title: string;
  readonly merchant: string;
  readonly location: string;
  readonly price: string;
  readonly originalPrice: string | null;
  readonly discount: string | null;
  readonly soldOut: boolean;
  readonly imageLabel: string;
  readonly imageHue: number;
}

const hue = (text: string): number => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);

export const dealCardModel = (deal: DealSummary): DealCardModel => ({
  id: deal.id,
  href: deal.urlPath,
  title: deal.title,
  merchant: deal.merchantName,
  location: deal.locationShortName,
  price: formatPrice(money(deal.priceMinor, deal.currency)),
  originalPrice:
    deal.originalPriceMinor > deal.priceMinor ? formatPrice(money(deal.originalPriceMinor, deal.currency)) : null,
  discount: deal.discountPercentage > 0 ? `-${deal.discountPercentage}%` : null,
  soldOut: deal.soldOut,
  imageLabel: deal.categoryShortName.replace(/-/g, ' '),
  imageHue: hue(deal.categoryShortName),
});
