/**
 * Copy only the deal page's model uses (OUR WORDING): kept apart from copy.ts, which the
 * page's components bring into the browser, so these sentences stay on the server.
 */
export const MODEL_COPY = {
  /** A town's deals are 'in' it; the shop and escapes are not places to be in. */
  moreDeals: (category: string, town: string | null): string =>
    town === null ? `More ${category}` : `More ${category} in ${town}`,
  endsIn: 'Ends in',
  stillOnSaleFor: 'Still on sale for',
  vipPrice: 'VIP price',
  save: (percent: number) => `Save ${percent}%`,
  upTo: (percent: number) => `Up to ${percent}% off`,
  from: 'from',
  depositToday: (amount: string) => `Pay a deposit of ${amount} today, the rest later`,
  clickAndCollect: 'Click and collect, Monday to Friday, 9am to 5pm',
  postageFrom: (amount: string) => `Postage from ${amount}`,
  freeDelivery: 'Free delivery',
  nights: (n: number) => (n === 1 ? '1 night' : `${n} nights`),
  vipOnly: 'For VIP members only',
  joinVip: 'Join VIP',
  pricePerPerson: 'Price per person, for 2 people or more',
  perPerson: 'per person',
  earlyBird: 'Early bird offer',
  giftPack: 'Can be sent as a gift pack',
} as const;
