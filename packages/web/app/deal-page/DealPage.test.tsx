import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render as renderElement, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { aDealDetail, aDealDetailProduct, aDealSummary } from '@kerching/domain/catalogue/testing';
import { BACK_IN_STOCK_COPY } from '@kerching/domain/alerts';
import { COPY } from './copy';
import { SITES } from '@kerching/domain/site';
import { BACK_IN_STOCK_INTENT } from './backInStockIntent';
import { LEAD_PICTURE } from '../components/leadPicture';
import { DealPage } from './DealPage';
import { dealPageModel } from './dealPageModel';
import { ORIGIN, aDealPage } from './testing';

const closed = new Date('2026-05-20T12:00:00.000Z');

/** What the buy box's form posted, and what the stub action answered. */
const posted: Array<Record<string, string>> = [];

/** Renders a deal page inside a router whose action records the buy box's form and says "added". */
const render = (element: ReactElement) => {
  const Stub = createRoutesStub([
    {
      path: '/deal/x',
      Component: () => element,
      action: async ({ request }) => {
        const form = await request.formData();
        posted.push(Object.fromEntries([...form].map(([k, v]) => [k, typeof v === 'string' ? v : v.name])));
        if (form.get('intent') === BACK_IN_STOCK_INTENT)
          return { alert: { saved: true, message: BACK_IN_STOCK_COPY.saved } };
        return { added: { message: 'Added to your basket.', checkoutHref: '/checkout/t0k3n', itemCount: '1' } };
      },
    },
  ]);
  return renderElement(<Stub initialEntries={['/deal/x']} />);
};
const page = (...args: Parameters<typeof aDealPage>) => dealPageModel(aDealPage(...args), SITES.kerching, ORIGIN);

describe('DealPage', () => {
  it('shows the title as the one h1, the images with sizes, the price, the merchant and the reviews', () => {
    render(<DealPage model={page({ reviewSummary: { total: 12, average: 4.6 } })} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Afternoon Tea for Two at The Copper Kettle',
    ]);
    const [main, second] = screen.getAllByRole('img', { name: /Afternoon Tea for Two/ });
    expect(main?.getAttribute('width')).toBe('800');
    expect(main?.getAttribute('loading')).toBe('eager');
    expect(main?.getAttribute('fetchpriority')).toBe('high');
    expect(main?.getAttribute('elementtiming')).toBe(LEAD_PICTURE);
    expect(second?.getAttribute('loading')).toBe('lazy');
    expect(second?.hasAttribute('elementtiming')).toBe(false);
    // A further picture opens at full size: a link named by its picture.
    const opens = screen.getByRole('link', { name: /picture 2 of 2/ });
    expect(opens.getAttribute('href')).toMatch(/^\/images\/[^?]+\?w=1200&h=675/);
    expect(screen.getByTestId('deal-price').textContent).toBe('£25');
    expect(screen.getByText('Save 50%')).toBeTruthy();
    expect(within(screen.getByTestId('merchant')).getByRole('heading', { name: 'The Copper Kettle' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /Map of the area around The Copper Kettle/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: '★ 4.6 · 12 reviews' }).getAttribute('href')).toBe('#reviews');
    expect(within(screen.getByTestId('deal-reviews')).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Share on Facebook' })).toBeTruthy();
    expect(screen.getByTestId('buy-box').getAttribute('data-availability')).toBe('buyable');
    expect(screen.getByText('Maximum 10 per deal per day')).toBeTruthy();
  });

  it("lists the merchant's other branches under Also at, each opening on the map, and no such list for a single address", () => {
    const business = aDealDetail().business;
    const branch = { line: '9 Deansgate', town: 'Manchester', postcode: 'M3 2BW', lat: 53.48, lon: -2.25 };
    const { unmount } = render(<DealPage model={page({ business: { ...business, otherAddresses: [branch] } })} />);
    const merchant = within(screen.getByTestId('merchant'));
    expect(merchant.getByRole('heading', { name: COPY.alsoAt, level: 4 })).toBeTruthy();
    expect(merchant.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['9 Deansgate, Manchester, M3 2BW']);
    // The branch opens on the map, as the main address does.
    expect(merchant.getByRole('link', { name: '9 Deansgate, Manchester, M3 2BW' }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=53.48000&mlon=-2.25000#map=16/53.48000/-2.25000',
    );
    unmount();
    render(<DealPage model={page()} />);
    expect(within(screen.getByTestId('merchant')).queryByRole('heading', { name: COPY.alsoAt })).toBeNull();
  });

  it('says beside the price that a deal priced per person is per person', () => {
    render(<DealPage model={page({ pricePerPerson: true })} />);
    expect(screen.getByTestId('deal-price-box').textContent).toContain('£25per person');
  });

  it('counts down from the server time and ticks after mounting', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-06-10T22:59:50.000Z'));
    render(<DealPage model={page()} />);
    expect(screen.getByRole('timer').textContent).toBe('00:00:09');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByRole('timer').textContent).toBe('00:00:07');
    vi.useRealTimers();
  });

  it('a closed deal says it has ended and cannot be bought', () => {
    render(<DealPage model={page({ closingDate: closed })} />);
    expect(screen.getByTestId('buy-box').getAttribute('data-availability')).toBe('unavailable');
    expect(screen.getByTestId('deal-availability').textContent).toBe(
      'This deal has endedOops! This item is no longer available',
    );
    expect(screen.getByTestId<HTMLButtonElement>('buy-button').disabled).toBe(true);
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('offers "email me when it is back" on a sold-out deal only, and posts the address with the deal id', async () => {
    render(<DealPage model={page({ id: 42, products: [aDealDetailProduct({ soldOut: true, totalRemaining: 0 })] })} />);
    const form = screen.getByRole('form', { name: COPY.backInStockHeading });
    fireEvent.change(within(form).getByLabelText(COPY.backInStockEmail), {
      target: { value: 'jane@example.co.uk' },
    });
    fireEvent.click(within(form).getByRole('button', { name: COPY.backInStockSubmit }));
    expect(await within(form).findByText(BACK_IN_STOCK_COPY.saved)).toBeTruthy();
    expect(posted.at(-1)).toMatchObject({ intent: BACK_IN_STOCK_INTENT, dealId: '42', email: 'jane@example.co.uk' });
  });

  it('lists more deals of its listing under the deal as links with their prices and lazy pictures', () => {
    const more = [
      aDealSummary(7, {
        title: 'Pizza for Two',
        urlPath: '/deal/london/restaurants-and-food/7/pizza',
        priceMinor: 1500,
      }),
      aDealSummary(8, { title: 'Curry Night', urlPath: '/deal/london/restaurants-and-food/8/curry' }),
    ];
    render(<DealPage model={dealPageModel(aDealPage(), SITES.kerching, ORIGIN, more)} />);
    const section = screen.getByRole('region', { name: /^More .+ in .+$/ });
    const links = within(section).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/deal/london/restaurants-and-food/7/pizza',
      '/deal/london/restaurants-and-food/8/curry',
    ]);
    expect(links[0]?.textContent).toContain('Pizza for Two');
    expect(links[0]?.textContent).toContain('£15');
    expect(section.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('has no more-deals section when the listing gave none', () => {
    render(<DealPage model={page()} />);
    expect(screen.queryByTestId('more-deals')).toBeNull();
  });

  it('offers no alert on a deal on sale, an ended one or a preview', () => {
    for (const model of [page(), page({ closingDate: closed }), page({ soldOut: true }, { preview: true })]) {
      const { unmount } = render(<DealPage model={model} />);
      expect(screen.queryByTestId('back-in-stock')).toBeNull();
      unmount();
    }
  });

  it('lets the shopper choose a product and a quantity within the limits, and posts them to the basket', async () => {
    render(
      <DealPage
        model={page({
          purchaseCap: 3,
          products: [
            aDealDetailProduct({ id: 1, friendlyName: 'For one' }),
            aDealDetailProduct({ id: 2, friendlyName: 'For two', totalRemaining: 2 }),
            aDealDetailProduct({ id: 3, friendlyName: 'Gone', soldOut: true }),
          ],
        })}
      />,
    );
    const group = screen.getByRole('group', { name: 'Choose an option' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Gone/ }).disabled).toBe(true);
    const plus = screen.getByRole<HTMLButtonElement>('button', { name: 'Increase quantity' });
    fireEvent.click(plus);
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(screen.getByTestId('quantity').textContent).toBe('3');
    expect(plus.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(plus);
    expect(screen.getByTestId('quantity').textContent).toBe('3');
    fireEvent.click(screen.getByRole('radio', { name: /For two/ }));
    expect(screen.getByTestId('quantity').textContent).toBe('1');
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(screen.getByTestId('quantity').textContent).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(screen.getByTestId('quantity').textContent).toBe('1');
    fireEvent.click(screen.getByTestId('add-to-basket'));
    expect((await screen.findByTestId('checkout-link')).getAttribute('href')).toBe('/checkout/t0k3n');
    expect(screen.getByTestId('buy-message').textContent).toContain('Added to your basket.');
    expect(posted.at(-1)).toMatchObject({ productId: '2', quantity: '1', intent: 'add' });
  });

  it('uses a drop-down for a dropdown deal, showing the chosen product’s price', () => {
    render(
      <DealPage
        model={page({
          productDisplay: { type: 'dropdown' },
          products: [
            aDealDetailProduct({ id: 1, friendlyName: 'Small', price: 1000 }),
            aDealDetailProduct({ id: 2, friendlyName: 'Large', price: 2000 }),
          ],
        })}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Choose an option' });
    expect(screen.getByTestId('deal-price').textContent).toBe('£10');
    fireEvent.change(select, { target: { value: '2' } });
    expect(screen.getByTestId('deal-price').textContent).toBe('£20');
  });

  it("badges an option's best-seller claim in the list, the drop-down and a lone option", () => {
    const products = [
      aDealDetailProduct({ id: 1, friendlyName: 'For one', price: 1000 }),
      aDealDetailProduct({ id: 2, friendlyName: 'For two', price: 2000, bestSellerClaim: 'Best seller' }),
    ];
    const list = render(<DealPage model={page({ products })} />);
    expect(screen.getByRole('radio', { name: /For two.*Best seller/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /For one/ }).closest('label')?.textContent).not.toContain('Best seller');
    list.unmount();
    const dropdown = render(<DealPage model={page({ productDisplay: { type: 'dropdown' }, products })} />);
    expect(screen.getByRole('option', { name: /For two – £20 – Best seller/ })).toBeTruthy();
    dropdown.unmount();
    render(<DealPage model={page({ products: products.slice(1) })} />);
    expect(screen.getByTestId('buy-box').textContent).toContain('For two Best seller');
  });

  it('shows the preview banner', () => {
    render(<DealPage model={page({}, { preview: true })} />);
    expect(screen.getByTestId('deal-preview')).toBeTruthy();
  });

  it('a "price hidden" deal shows the chosen option’s price, in a region announced politely', () => {
    render(
      <DealPage
        model={page({
          display: { ...aDealDetail().display, showPrice: false },
          productDisplay: { type: 'dropdown' },
          products: [
            aDealDetailProduct({ id: 1, friendlyName: 'For one person', price: 2500 }),
            aDealDetailProduct({ id: 2, friendlyName: 'For four people', price: 9000 }),
          ],
        })}
      />,
    );
    const region = screen.getByTestId('price-region');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe(COPY.priceHidden);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Choose an option' });
    expect([...select.options].map((o) => o.textContent)).toEqual([
      COPY.chooseOption,
      'For one person',
      'For four people',
    ]);
    expect(screen.getByTestId<HTMLButtonElement>('add-to-basket').disabled).toBe(true);
    fireEvent.change(select, { target: { value: '2' } });
    expect(screen.getByTestId('deal-price').textContent).toBe('£90');
    expect(within(region).getByTestId('deal-price')).toBeTruthy();
    expect(screen.getByTestId<HTMLButtonElement>('add-to-basket').disabled).toBe(false);
    fireEvent.change(select, { target: { value: '1' } });
    expect(screen.getByTestId('deal-price').textContent).toBe('£25');
  });

  it('says why the stepper stops below the deal’s maximum, to screen readers too', () => {
    render(
      <DealPage
        model={page({
          purchaseCap: 10,
          products: [
            aDealDetailProduct({ userDealInfo: { maxQuantityUserCanBuy: 2, maxQuantityUserCanCurrentlyBuy: 2 } }),
          ],
        })}
      />,
    );
    expect(screen.getByText('Maximum 10 per deal per day')).toBeTruthy();
    const note = screen.getByText('You can buy up to 2 of this option');
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    expect(plus.getAttribute('aria-describedby')?.split(' ')).toContain(note.id);
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(screen.getByTestId('quantity').textContent).toBe('2');
    expect(plus.getAttribute('aria-disabled')).toBe('true');
    // Still focusable, so a keyboard user hears why it stops.
    expect((plus as HTMLButtonElement).disabled).toBe(false);
  });

  it('a VIP-only deal says why it cannot be bought and links to VIP membership', () => {
    render(<DealPage model={page({ vipOnly: true, products: [aDealDetailProduct({ vipExclusive: true })] })} />);
    const reason = screen.getByTestId('buy-blocked');
    expect(reason.textContent).toContain('This offer is for VIP members only. Join VIP to buy it.');
    expect(within(reason).getByRole('link', { name: 'Join VIP' }).getAttribute('href')).toBe('/deals/vip');
    const add = screen.getByTestId<HTMLButtonElement>('add-to-basket');
    expect(add.disabled).toBe(true);
    expect(add.getAttribute('aria-describedby')).toBe(reason.id);
    expect(screen.getByTestId<HTMLButtonElement>('buy-button').disabled).toBe(true);
  });

  it('a calendar deal cannot be bought without dates, and its price follows the chosen option', () => {
    render(
      <DealPage
        model={page({
          dealType: 'calendar',
          productDisplay: { type: 'calendar' },
          products: [
            aDealDetailProduct({ id: 1, friendlyName: '2 nights for two', price: 15000 }),
            aDealDetailProduct({ id: 2, friendlyName: '3 nights for two', price: 21000 }),
          ],
        })}
      />,
    );
    expect(screen.getByTestId('buy-blocked').textContent).toBe('Please choose your check-in and check-out dates.');
    expect(screen.getByTestId<HTMLButtonElement>('add-to-basket').disabled).toBe(true);
    expect(screen.getByTestId<HTMLButtonElement>('buy-button').disabled).toBe(true);
    expect(screen.getByTestId('deal-price').textContent).toBe('£150');
    fireEvent.click(screen.getByRole('radio', { name: /3 nights for two/ }));
    expect(screen.getByTestId('deal-price').textContent).toBe('£210');
  });

  it('embeds the JSON-LD', () => {
    const { container } = render(<DealPage model={page()} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '{}')).toMatchObject({
      '@type': 'Product',
      offers: { priceCurrency: 'GBP' },
    });
  });
});
