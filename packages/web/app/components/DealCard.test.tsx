import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { DealSummary } from '@kerching/domain/catalogue';
import { aDealSummary } from '@kerching/domain/catalogue/testing';
import { DealCard, DealGrid } from './DealCard';
import { dealCardModel } from './dealCardModel';
import { LEAD_PICTURE } from './leadPicture';
import { listedDealCardModel } from './listedDealCard';

const deal = (overrides: Partial<DealSummary> = {}): DealSummary =>
  aDealSummary(1, {
    urlPath: '/deal/london/restaurants-and-food/1/afternoon-tea',
    title: 'Afternoon Tea for Two',
    headline: 'h',
    priceMinor: 1500,
    originalPriceMinor: 4400,
    discountPercentage: 65,
    imageId: 'i',
    merchantName: 'The Copper Kettle',
    locationName: 'Dublin',
    categoryName: 'Food',
    ...overrides,
  });

describe('DealCard', () => {
  it('shows title, merchant, price in pounds without decimals, was price and discount', () => {
    render(<DealCard deal={dealCardModel(deal())} />);
    expect(screen.getByRole('heading', { name: 'Afternoon Tea for Two' })).toBeTruthy();
    expect(screen.getByText('The Copper Kettle')).toBeTruthy();
    expect(screen.getByTestId('deal-price').textContent).toBe('£15');
    expect(screen.getByText('£44')).toBeTruthy();
    expect(screen.getByText('-65%')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/deal/london/restaurants-and-food/1/afternoon-tea');
  });
  it("shows the deal's picture from the image endpoint, labelled with its category as the site names it", () => {
    const { container } = render(
      <DealCard deal={dealCardModel(deal({ categoryName: 'Restaurants & Food', imageId: 'food-3' }))} />,
    );
    const picture = container.querySelector('img');
    expect(picture?.getAttribute('src')).toBe('/images/food-3?w=640&h=360&q=85&auto=format');
    // Decorative: the link's text (category, title, price) says what the card is.
    expect(picture?.getAttribute('alt')).toBe('');
    expect([picture?.getAttribute('width'), picture?.getAttribute('height')]).toEqual(['640', '360']);
    expect(picture?.getAttribute('loading')).toBe('lazy');
    expect(screen.getByText('Restaurants & Food')).toBeTruthy();
  });
  it("sends every card's picture with the page, so cards show theirs without script too", () => {
    for (const isLead of [true, false])
      expect(renderToString(<DealCard deal={dealCardModel(deal({ imageId: 'food-3' }))} lead={isLead} />)).toContain(
        'src="/images/food-3?w=640&amp;h=360&amp;q=85&amp;auto=format"',
      );
  });
  it('loads the lead card at once and first, and every other lazily', () => {
    const cards = [deal(), deal({ id: 2 }), deal({ id: 3 }), deal({ id: 4 }), deal({ id: 5 })].map(dealCardModel);
    const lead = render(<DealCard deal={cards[0] ?? dealCardModel(deal())} lead />);
    const leadPicture = lead.container.querySelector('img');
    expect([leadPicture?.getAttribute('loading'), leadPicture?.getAttribute('fetchpriority')]).toEqual([null, 'high']);
    cleanup();
    const loading = (leadFirst: boolean) => {
      const grid = render(<DealGrid deals={cards} leadFirst={leadFirst} />);
      const pictures = [...grid.container.querySelectorAll('img')];
      cleanup();
      return pictures.map((img) => [
        img.getAttribute('loading'),
        img.getAttribute('fetchpriority'),
        img.getAttribute('elementtiming'),
      ]);
    };
    // The lead's paint is what the server's start-up script waits for (ADR 31).
    expect(loading(false)).toEqual(Array(5).fill(['lazy', null, null]));
    expect(loading(true)).toEqual([[null, 'high', LEAD_PICTURE], ...Array(4).fill(['lazy', null, null])]);
  });
  it('shows euro prices with two places when not whole, and marks sold out deals', () => {
    render(
      <DealCard
        deal={dealCardModel(
          deal({ currency: 'EUR', priceMinor: 1999, originalPriceMinor: 1999, discountPercentage: 0, soldOut: true }),
        )}
      />,
    );
    expect(screen.getByTestId('deal-price').textContent).toBe('€19.99');
    expect(screen.queryByText(/%/)).toBeNull();
    expect(screen.getByText('Sold out')).toBeTruthy();
  });
  it("says a deal of the shopper's own list has ended, before saying it sold out", () => {
    render(<DealCard deal={listedDealCardModel({ ...deal({ soldOut: true }), ended: true })} />);
    expect(screen.getByText('This deal has ended')).toBeTruthy();
    expect(screen.queryByText('Sold out')).toBeNull();
    cleanup();
    render(<DealCard deal={listedDealCardModel({ ...deal({ soldOut: true }), ended: false })} />);
    expect(screen.queryByText('This deal has ended')).toBeNull();
    expect(screen.getByText('Sold out')).toBeTruthy();
  });
  it('renders a grid with one list item per deal', () => {
    render(<DealGrid deals={[deal(), deal({ id: 2, title: 'Spa Day' })].map(dealCardModel)} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
  });
  it('shows the free label for a zero price', () => {
    render(<DealCard deal={dealCardModel(deal({ priceMinor: 0 }))} />);
    expect(screen.getByTestId('deal-price').textContent).toBe('FREE');
  });
});

describe('DealCard price display modes and badges', () => {
  it('hides a hidden price, says From for a drop-down deal and marks per-person prices', () => {
    render(<DealCard deal={dealCardModel(deal({ display: { ...deal().display, showPrice: false } }))} />);
    expect(screen.queryByTestId('deal-price')).toBeNull();
    expect(screen.getByText('See the price')).toBeTruthy();
    cleanup();
    render(<DealCard deal={dealCardModel(deal({ productDisplayType: 'dropdown', pricePerPerson: true }))} />);
    expect(screen.getByText('From')).toBeTruthy();
    expect(screen.getByTitle('per person').textContent).toBe('pp');
    expect(screen.queryByText('-65%')).toBeNull();
  });
  it('shows an indicative discount as "up to", and the original price alone without the discount flag', () => {
    render(<DealCard deal={dealCardModel(deal({ priceIndicative: true }))} />);
    expect(screen.getByText('Up to 65% off')).toBeTruthy();
    cleanup();
    render(<DealCard deal={dealCardModel(deal({ display: { ...deal().display, discount: false } }))} />);
    expect(screen.getByText('£44')).toBeTruthy();
    expect(screen.queryByText(/%/)).toBeNull();
  });
  it('lists VIP, last chance, early bird, click and collect and nights, the rating and the place', () => {
    render(
      <DealCard
        deal={dealCardModel(
          deal({
            vipOnly: true,
            vipPriceMinor: 1200,
            nights: 2,
            reviewAverage: 4.5,
            reviewTotal: 12,
            locationName: 'Soho',
            display: {
              discount: true,
              showPrice: true,
              earlyBird: true,
              lastChance: true,
              clickAndCollectDeal: true,
              vipDiscountAllowed: true,
            },
          }),
        )}
      />,
    );
    const badges = within(screen.getByRole('list', { name: 'Deal features' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(badges).toEqual(['VIP only', 'VIP price £12', 'Last chance', 'Early bird', 'Click and collect', '2 nights']);
    expect(screen.getByText('Rated 4.5 out of 5 from 12 reviews')).toBeTruthy();
    expect(screen.getByText(/Soho/)).toBeTruthy();
  });

  it("names a trip's destination, not the travel section it is listed under", () => {
    render(
      <DealCard
        deal={dealCardModel(
          deal({
            isTravel: true,
            nights: 2,
            locationName: 'Escapes',
            merchantName: 'Nore Lodge',
            merchantTown: 'Kilkenny',
          }),
        )}
      />,
    );
    expect(screen.getByText('Nore Lodge').textContent).toBe('Nore Lodge · Kilkenny');
    expect(screen.queryByText(/Escapes/)).toBeNull();
  });
});
