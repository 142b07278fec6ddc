/** The deal card's words. The spec names the states but quotes no text for them: OUR WORDING. */
export const CARD_COPY = {
  soldOut: 'Sold out',
  was: 'was ',
  from: 'From',
  upToOff: (percent: number): string => `Up to ${percent}% off`,
  perPerson: 'pp',
  perPersonLong: 'per person',
  priceOnPage: 'See the price',
  vipOnly: 'VIP only',
  vipPrice: (price: string): string => `VIP price ${price}`,
  lastChance: 'Last chance',
  earlyBird: 'Early bird',
  clickAndCollect: 'Click and collect',
  nights: (n: number): string => (n === 1 ? '1 night' : `${n} nights`),
  rating: (average: string, total: number): string =>
    `Rated ${average} out of 5 from ${total} ${total === 1 ? 'review' : 'reviews'}`,
} as const;
