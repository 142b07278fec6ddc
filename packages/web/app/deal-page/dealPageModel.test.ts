import { describe, expect, it } from 'vitest';
import * as O from 'fp-ts/Option';
import type { ReviewPage } from '@kerching/domain/catalogue';
import { aDealDetail, aDealDetailProduct, aDealSummary } from '@kerching/domain/catalogue/testing';
import { SITES } from '@kerching/domain/site';
import { dealPageModel, priceView } from './dealPageModel';
import { ORIGIN, aDealPage } from './testing';

const closed = new Date('2026-05-20T12:00:00.000Z');

describe('dealPageModel', () => {
  it('shows an open deal: head, images, price with its saving, countdown, merchant and reviews', () => {
    const model = dealPageModel(
      aDealPage({ reviewSummary: { total: 12, average: 4.6 }, socialCueClaim: '120 bought' }),
      SITES.kerching,
      ORIGIN,
    );
    expect(model.head).toMatchObject({
      title: 'Afternoon Tea for Two at The Copper Kettle | Kerching',
      canonicalUrl: `${ORIGIN}/deal/london/restaurants-and-food/1/afternoon-tea`,
      robots: 'index, follow',
      locale: 'en_GB',
      price: '25.00',
      currency: 'GBP',
      imageUrl: `${ORIGIN}/images/restaurants-and-food-1?w=1200&h=630&q=85&auto=format`,
    });
    expect(model.images.map((i) => [i.width, i.height])).toEqual([
      [800, 450],
      [320, 180],
    ]);
    expect(model.images[0]?.srcSet).toContain('/images/restaurants-and-food-1?w=1200&h=675&q=85&auto=format 1200w');
    expect(model.images[1]?.alt).toBe('Afternoon Tea for Two at The Copper Kettle, picture 2 of 2');
    expect(model.price).toEqual({
      mode: 'SHOW_DISCOUNT',
      price: '£25',
      prefix: null,
      originalPrice: '£50',
      discount: 'Save 50%',
      vipPrice: null,
      suffix: null,
    });
    expect(model.countdown).toMatchObject({ label: 'Ends in', lastDay: 'Wednesday 10 June 2026' });
    expect(model.availability).toEqual({ buyable: true, reason: null, heading: null, message: null });
    expect(model.products).toEqual([
      expect.objectContaining({
        id: 11,
        buyable: true,
        minQuantity: 1,
        maxQuantity: 10,
        defaultQuantity: 1,
        note: null,
      }),
    ]);
    expect(model.selectedProductId).toBe(11);
    expect(model.purchaseCapNotice).toBe('Maximum 10 per deal per day');
    expect(model.merchant).toMatchObject({
      name: 'The Copper Kettle',
      addressLines: ['10 Main Street', 'London', 'SW1A 1AA'],
      mapUrl: 'https://www.openstreetmap.org/?mlat=51.50000&mlon=-0.12000#map=16/51.50000/-0.12000',
    });
    expect(model.reviews).toMatchObject({ total: 12, average: '4.6', goodReview: true });
    expect(model.reviews.items[0]).toMatchObject({ author: 'Priya', date: 'Monday 1 June 2026' });
    // 12 reviews fill two pages of 10: the first links to the second.
    expect(model.reviews).toMatchObject({ page: 1, pages: 2, previousHref: null });
    expect(model.reviews.nextHref).toMatch(/\?reviews=1#reviews$/);
    expect(model.socialCue).toBe('120 bought');
    expect(model.share.facebook).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(model.head.canonicalUrl)}`,
    );
  });

  it('writes schema.org Product and Offer data with the currency, availability and rating', () => {
    const model = dealPageModel(aDealPage({ reviewSummary: { total: 12, average: 4.6 } }), SITES.kerching, ORIGIN);
    const json = JSON.parse(model.jsonLd) as Record<string, unknown>;
    expect(json).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Afternoon Tea for Two at The Copper Kettle',
      sku: '1',
      offers: {
        '@type': 'Offer',
        price: '25.00',
        priceCurrency: 'GBP',
        availability: 'https://schema.org/InStock',
        priceValidUntil: '2026-06-10',
        url: model.head.canonicalUrl,
      },
      aggregateRating: { ratingValue: 4.6, reviewCount: 12 },
    });
    const irish = JSON.parse(
      dealPageModel(aDealPage({ currency: 'EUR', closingDate: closed }), SITES.kerchingie, ORIGIN).jsonLd,
    ) as { offers: Record<string, unknown>; aggregateRating?: unknown };
    expect(irish.offers).toMatchObject({ priceCurrency: 'EUR', availability: 'https://schema.org/Discontinued' });
    expect(irish.offers['priceValidUntil']).toBeUndefined();
    expect(irish.aggregateRating).toBeUndefined();
  });

  it('a closed deal is unavailable with the spec message and no countdown', () => {
    const model = dealPageModel(aDealPage({ closingDate: closed }), SITES.kerching, ORIGIN);
    expect(model.availability).toEqual({
      buyable: false,
      reason: 'DEAL.CLOSED',
      heading: 'This deal has ended',
      message: 'Oops! This item is no longer available',
    });
    expect(model.countdown).toBeNull();
    expect(model.products[0]).toMatchObject({ buyable: false, defaultQuantity: 0 });
  });

  it('a closed lastChance deal reached from search stays buyable', () => {
    const display = { ...aDealDetail().display, lastChance: true };
    const model = dealPageModel(
      aDealPage({ closingDate: closed, display }, { visit: { usrSrc: 'search' } }),
      SITES.kerching,
      ORIGIN,
    );
    expect(model.availability).toMatchObject({ buyable: true, heading: 'Last chance' });
    expect(model.countdown).toBeNull();
    // The notice says it: no second mark.
    expect(model.lastChance).toBe(false);
  });

  it('heads the strip of more deals "in" a town only', () => {
    const more = [aDealSummary(7)];
    const inTown = dealPageModel(aDealPage(), SITES.kerching, ORIGIN, more).moreDeals?.heading;
    expect(inTown).toBe('More Restaurants & Food in London');
    const escapes = aDealPage({ location: { shortName: 'escapes', name: 'Escapes' } });
    const travel = dealPageModel(escapes, SITES.kerching, ORIGIN, more).moreDeals?.heading;
    expect(travel).toBe('More Restaurants & Food');
  });

  it('marks an open lastChance deal "Last chance", as its card is', () => {
    const display = { ...aDealDetail().display, lastChance: true };
    expect(dealPageModel(aDealPage({ display }), SITES.kerching, ORIGIN).lastChance).toBe(true);
    expect(dealPageModel(aDealPage(), SITES.kerching, ORIGIN).lastChance).toBe(false);
  });

  it('a buy-closed-deal counts down to its last day; a preview is not indexed', () => {
    const model = dealPageModel(
      aDealPage({ closingDate: new Date('2026-05-30T10:00:00.000Z'), enableBuyClosedDeal: true }),
      SITES.kerching,
      ORIGIN,
    );
    expect(model.countdown).toMatchObject({ label: 'Still on sale for', lastDay: 'Wednesday 3 June 2026' });
    const preview = dealPageModel(aDealPage({}, { preview: true }), SITES.kerching, ORIGIN);
    expect(preview.head.robots).toBe('noindex, follow');
    expect(preview.preview).toBe(true);
  });

  it('notes sold-out, VIP-only and capped products and preselects the path’s product when it can be bought', () => {
    const model = dealPageModel(
      aDealPage(
        {
          productDisplay: { type: 'dropdown' },
          products: [
            aDealDetailProduct({ id: 1, soldOut: true }),
            aDealDetailProduct({ id: 2, vipExclusive: true }),
            aDealDetailProduct({ id: 3, dailyPurchaseCapReached: true }),
            aDealDetailProduct({ id: 4, adminFee: 150, totalPrice: 3150 }),
            aDealDetailProduct({ id: 5 }),
          ],
        },
        { selected: 5 },
      ),
      SITES.kerching,
      ORIGIN,
    );
    expect(model.products.map((p) => p.note)).toEqual([
      'Sold out',
      'VIP members only',
      'Limit reached for now',
      null,
      null,
    ]);
    expect(model.selectedProductId).toBe(5);
    expect(model.price.mode).toBe('DROP_DOWN_PRICE');
    expect(model.adminFeeNotice).toBeNull();
    expect(model.highTotalPriceNotice).toContain('Pay in 3');
    const unbuyableChoice = dealPageModel(aDealPage({}, { selected: 99 }), SITES.kerching, ORIGIN);
    expect(unbuyableChoice.selectedProductId).toBe(11);
  });

  it('shows the admin fee (the highest when options differ), and no Pay in 3 on Irish sites', () => {
    const model = dealPageModel(
      aDealPage({ currency: 'EUR', products: [aDealDetailProduct({ adminFee: 150, totalPrice: 4000 })] }),
      SITES.kerchingie,
      ORIGIN,
    );
    expect(model.adminFeeNotice).toBe('An admin fee of €1.50 per voucher applies to this deal.');
    expect(model.highTotalPriceNotice).toBeNull();
    expect(model.head.locale).toBe('en_IE');
    const varied = dealPageModel(
      aDealPage({
        currency: 'EUR',
        products: [aDealDetailProduct({ adminFee: 150 }), aDealDetailProduct({ id: 12, adminFee: 400 })],
      }),
      SITES.kerchingie,
      ORIGIN,
    );
    expect(varied.adminFeeNotice).toBe(
      'An admin fee of up to €4 per voucher, depending on the option, applies to this deal.',
    );
  });

  it('lists the facts a shopper needs: nights, per person, deposit, postage, collection, gift pack, early bird, VIP', () => {
    const model = dealPageModel(
      aDealPage({
        nights: O.some(2),
        pricePerPerson: true,
        depositPrice: O.some(5000),
        deliveryType: 'other',
        minPostagePrice: 395,
        giftPackable: true,
        vipOnly: true,
        display: { ...aDealDetail().display, clickAndCollectDeal: true, earlyBird: true },
        business: { ...aDealDetail().business, phone: O.some('020 7946 0000'), website: O.some('https://example.com') },
      }),
      SITES.kerching,
      ORIGIN,
    );
    expect(model.facts).toEqual([
      '2 nights',
      'Price per person, for 2 people or more',
      'Pay a deposit of £50 today, the rest later',
      'Postage from £3.95',
      'Click and collect, Monday to Friday, 9am to 5pm',
      'Can be sent as a gift pack',
      'Early bird offer',
      'For VIP members only',
    ]);
    expect(model.products[0]).toMatchObject({ minQuantity: 2, defaultQuantity: 2 });
    expect(model.merchant).toMatchObject({ phone: '020 7946 0000', website: 'https://example.com' });
    const inLine = aDealDetail().business;
    const withFullLine = dealPageModel(
      aDealPage({
        business: { ...inLine, mainAddress: { ...inLine.mainAddress, line: '12 Frith Street, Soho, London SW1A 1AA' } },
      }),
      SITES.kerching,
      ORIGIN,
    );
    expect(withFullLine.merchant.addressLines).toEqual(['12 Frith Street, Soho, London SW1A 1AA']);
    expect(withFullLine.merchant.otherAddresses).toEqual([]);
    const branches = dealPageModel(
      aDealPage({
        business: {
          ...inLine,
          otherAddresses: [
            { line: '9 Deansgate', town: 'Manchester', postcode: 'M3 2BW', lat: 53.48, lon: -2.25 },
            { line: '2 Briggate, Leeds LS1 6HD', town: 'Leeds', postcode: 'LS1 6HD', lat: 53.8, lon: -1.54 },
          ],
        },
      }),
      SITES.kerching,
      ORIGIN,
    );
    expect(branches.merchant.otherAddresses).toEqual([
      {
        line: '9 Deansgate, Manchester, M3 2BW',
        mapUrl: 'https://www.openstreetmap.org/?mlat=53.48000&mlon=-2.25000#map=16/53.48000/-2.25000',
      },
      {
        line: '2 Briggate, Leeds LS1 6HD',
        mapUrl: 'https://www.openstreetmap.org/?mlat=53.80000&mlon=-1.54000#map=16/53.80000/-1.54000',
      },
    ]);
    expect(
      dealPageModel(aDealPage({ deliveryType: 'other', nights: O.some(1) }), SITES.kerching, ORIGIN).facts,
    ).toEqual(['1 night', 'Free delivery']);
  });

  it('shows each price display mode', () => {
    const deal = {
      currency: 'GBP' as const,
      display: { ...aDealDetail().display, vipDiscountAllowed: true },
      pricePerPerson: false,
    };
    const item = { price: 2500, originalPrice: 5000, vipPrice: O.some(2000) };
    expect(priceView(item, 'PRICE_HIDDEN', 50, deal)).toMatchObject({ price: null, vipPrice: null });
    expect(priceView(item, 'SHOW_VIP_DISCOUNT_PRICE', 50, deal)).toMatchObject({
      price: '£20',
      originalPrice: '£25',
      vipPrice: 'VIP price',
    });
    expect(priceView(item, 'SHOW_PRICE', 50, deal)).toMatchObject({
      price: '£25',
      originalPrice: null,
      vipPrice: 'VIP price £20',
    });
    expect(priceView(item, 'SHOW_ORIGINAL_PRICE', 50, deal)).toMatchObject({ originalPrice: '£50', discount: null });
    expect(priceView(item, 'SHOW_INDICATIVE_DISCOUNT', 50, deal)).toMatchObject({
      prefix: 'from',
      discount: 'Up to 50% off',
    });
    expect(priceView({ ...item, vipPrice: O.none }, 'SHOW_VIP_DISCOUNT_PRICE', 50, deal).price).toBe('£25');
    expect(priceView(item, 'SHOW_DISCOUNT', 50, deal).suffix).toBeNull();
  });

  it('says a price per person is per person, unless the price is hidden', () => {
    const perPerson = { ...aDealDetail(), pricePerPerson: true };
    const item = { price: 1800, originalPrice: 3500, vipPrice: O.none };
    expect(priceView(item, 'SHOW_DISCOUNT', 49, perPerson)).toMatchObject({ price: '£18', suffix: 'per person' });
    expect(priceView(item, 'PRICE_HIDDEN', 49, perPerson).suffix).toBeNull();
    expect(dealPageModel(aDealPage({ pricePerPerson: true }), SITES.kerching, ORIGIN).price.suffix).toBe('per person');
  });

  describe('the buy box', () => {
    const hiddenDropdown = {
      display: { ...aDealDetail().display, showPrice: false },
      productDisplay: { type: 'dropdown' as const },
      products: [
        aDealDetailProduct({ id: 1, friendlyName: 'For one person', price: 2500 }),
        aDealDetailProduct({ id: 2, friendlyName: 'For four people', price: 9000 }),
      ],
    };

    it('"price hidden" hides the lead-in price and the options’ prices, but the chosen option’s price shows', () => {
      const model = dealPageModel(aDealPage(hiddenDropdown), SITES.kerching, ORIGIN);
      expect(model.price.price).toBeNull();
      expect(model.optionPricesListed).toBe(false);
      expect(model.priceFollowsChoice).toBe(true);
      // Nothing is chosen for the shopper: choosing is what reveals a price.
      expect(model.selectedProductId).toBeNull();
      expect(model.products.map((p) => p.price.price)).toEqual(['£25', '£90']);
      expect(dealPageModel(aDealPage(hiddenDropdown, { selected: 2 }), SITES.kerching, ORIGIN).selectedProductId).toBe(
        2,
      );
      const shown = dealPageModel(aDealPage(), SITES.kerching, ORIGIN);
      expect([shown.optionPricesListed, shown.priceFollowsChoice, shown.selectedProductId]).toEqual([true, false, 11]);
    });

    it('explains an option’s lower limit beside the stepper, keeping the per-deal-per-day notice', () => {
      const model = dealPageModel(
        aDealPage({
          purchaseCap: 10,
          products: [
            aDealDetailProduct({
              id: 1,
              userDealInfo: { maxQuantityUserCanBuy: 2, maxQuantityUserCanCurrentlyBuy: 2 },
            }),
            aDealDetailProduct({ id: 2 }),
          ],
        }),
        SITES.kerching,
        ORIGIN,
      );
      expect(model.purchaseCapNotice).toBe('Maximum 10 per deal per day');
      expect(model.products.map((p) => [p.maxQuantity, p.limitNotice])).toEqual([
        [2, 'You can buy up to 2 of this option'],
        [10, null],
      ]);
    });

    it('gives the reason a VIP-only option cannot be bought, with the way to become VIP', () => {
      const model = dealPageModel(
        aDealPage({ vipOnly: true, products: [aDealDetailProduct({ vipExclusive: true })] }),
        SITES.kerching,
        ORIGIN,
      );
      expect(model.products[0]).toMatchObject({
        buyable: false,
        buyBlock: {
          message: 'This offer is for VIP members only. Join VIP to buy it.',
          link: { href: '/deals/vip', label: 'Join VIP' },
        },
      });
      expect(dealPageModel(aDealPage(), SITES.kerching, ORIGIN).products[0]?.buyBlock).toBeNull();
    });

    it('a calendar deal can be chosen but not bought without dates, and its price follows the chosen option', () => {
      const model = dealPageModel(
        aDealPage({
          dealType: 'calendar',
          productDisplay: { type: 'calendar' },
          products: [aDealDetailProduct({ id: 1, price: 15000 }), aDealDetailProduct({ id: 2, price: 21000 })],
        }),
        SITES.kerching,
        ORIGIN,
      );
      expect(model.priceFollowsChoice).toBe(true);
      expect(model.products.map((p) => [p.buyable, p.buyBlock])).toEqual([
        [true, { message: 'Please choose your check-in and check-out dates.', link: null }],
        [true, { message: 'Please choose your check-in and check-out dates.', link: null }],
      ]);
    });
  });
});

describe('the deal page breadcrumbs', () => {
  const crumbs = (overrides: Parameters<typeof aDealPage>[0]) =>
    dealPageModel(aDealPage(overrides), SITES.kerching, ORIGIN).breadcrumbs;
  it("lead to each listing's one address, the subcategory last", () => {
    expect(crumbs({ subCategory: O.some({ id: 7, name: 'Afternoon Tea', shortName: 'afternoon-tea' }) })).toEqual([
      { label: 'Home', href: '/' },
      { label: 'London', href: '/deals/london' },
      { label: 'Restaurants & Food', href: '/deals/london/restaurants-and-food' },
      { label: 'Afternoon Tea', href: '/deals/london/restaurants-and-food/afternoon-tea' },
    ]);
    // A travel deal: location and category are both escapes, one page (not /deals/escapes/escapes).
    expect(
      crumbs({
        location: { name: 'Escapes', shortName: 'escapes' },
        category: { name: 'Travel & Escapes', shortName: 'escapes', canonicalPathType: 'travel' },
        subCategory: O.some({ id: 603, name: 'International Travel', shortName: 'international-travel' }),
      }),
    ).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Travel & Escapes', href: '/deals/escapes' },
      { label: 'International Travel', href: '/deals/escapes/international-travel' },
    ]);
    // A national deal sits under /deals/shop, not /deals/national-deal (a 301).
    expect(
      crumbs({
        location: { name: 'National Deals', shortName: 'national-deal' },
        category: { name: 'Shopping', shortName: 'shopping', canonicalPathType: 'national' },
      }).map((crumb) => crumb.href),
    ).toEqual(['/', '/deals/shop', '/deals/shop/shopping']);
  });

  it("links the pages of reviews either side of the one shown, keeping the address's other parameters", () => {
    const page = aDealPage();
    const second = { ...page, reviews: O.map((shown: ReviewPage) => ({ ...shown, page: 1, total: 25 }))(page.reviews) };
    const model = dealPageModel(second, SITES.kerching, ORIGIN, [], '?usr_src=search&reviews=1');
    expect(model.reviews).toMatchObject({
      page: 2,
      pages: 3,
      previousHref: `${page.canonicalPath}?usr_src=search#reviews`,
      nextHref: `${page.canonicalPath}?usr_src=search&reviews=2#reviews`,
    });
  });
});
