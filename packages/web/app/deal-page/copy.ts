/**
 * The deal page's own copy (OUR WORDING: the spec names these things but does not quote them).
 * Rule messages (availability, caps, admin fee) come from the domain's deal messages.
 */
export const COPY = {
  backInStockHeading: 'Hear when it is back',
  backInStockPrompt:
    'Units sometimes come back. Leave your email and we will tell you once, as soon as this deal is back.',
  backInStockEmail: 'Email address',
  backInStockSubmit: 'Email me when it is back',
  chooseOption: 'Choose an option',
  quantity: 'Quantity',
  decrease: 'Decrease quantity',
  increase: 'Increase quantity',
  buyNow: 'Buy now',
  addToBasket: 'Add to basket',
  saveToWishlist: 'Save to wish list',
  expressBuy: 'Express buy',
  goToCheckout: 'Go to checkout',
  priceHidden: 'Choose an option to see its price',
  lastChance: 'Last chance',
  preview: 'Preview: this deal is not on sale yet. Only people with this link can see it.',
  theDetails: 'The details',
  finePrint: 'The fine print',
  whereToGo: 'Where to go',
  alsoAt: 'Also at',
  reviews: 'Reviews',
  noReviews: 'No reviews yet.',
  reviewPages: 'Pages of reviews',
  previousReviews: 'Previous reviews',
  nextReviews: 'More reviews',
  reviewPage: (page: number, pages: number) => `Page ${page} of ${pages}`,
  share: 'Share this deal',
  openMap: 'Open in OpenStreetMap',
  aboutAdminFees: 'About admin fees',
  reviewCount: (n: number) => (n === 1 ? '1 review' : `${n} reviews`),
  outOfFive: (average: string) => `${average} out of 5`,
  days: (n: number) => (n === 1 ? '1 day' : `${n} days`),
} as const;
