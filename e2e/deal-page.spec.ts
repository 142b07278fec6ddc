import { expect, test, type APIRequestContext, type Locator } from './fixtures';
import { register, uniqueEmail } from './shopping';
import { E2E_PORT, noAxeViolations, siteUrl } from './support';

/**
 * The deal page on one UK and one Irish site. Deal paths are found through the API at test time:
 * an open deal from the location listing, and the demo catalogue's closed and closed-lastChance
 * deals by their fixed ids (packages/demo/src/cases.ts: on the site with index s, case k,
 * deal j has id (s + 1) * 100000 + (k + 1) * 10 + j; `closed` is case 0, `lastChanceClosed` case 2,
 * `soldOut` case 4).
 * The e2e run cannot import the demo module itself (its fp-ts imports need the bundler).
 */
const sites = [
  { site: 'kerching', index: 0, location: 'london', symbol: '£', currency: 'GBP' },
  { site: 'kerchingie', index: 1, location: 'dublin', symbol: '€', currency: 'EUR' },
] as const;

const CASE = { closed: 0, lastChanceClosed: 2, soldOut: 4 } as const;
const caseDealId = (siteIndex: number, caseIndex: number, j = 0): number =>
  (siteIndex + 1) * 100_000 + (caseIndex + 1) * 10 + j;

interface DealData {
  readonly urlPath: string;
  readonly title: string;
  readonly currency: string;
  readonly display: { readonly lastChance: boolean };
  readonly availability: { readonly available: boolean; readonly reason: string | null };
  readonly business: { readonly displayName: string };
  readonly products: readonly { readonly id: number; readonly friendlyName: string }[];
}

/** The API from Node: *.localhost names resolve only in Chromium, so the Host header names the site. */
const api = (request: APIRequestContext, site: string, path: string) =>
  request.get(`http://127.0.0.1:${E2E_PORT}${path}`, { headers: { host: `${site}.localhost:${E2E_PORT}` } });

const dealById = async (request: APIRequestContext, site: string, id: number): Promise<DealData> => {
  const response = await api(request, site, `/v1/product-detail-page-deal/${id}`);
  expect(response.status(), `demo deal ${id} on ${site} (see packages/demo/src/cases.ts)`).toBe(200);
  return ((await response.json()) as { data: DealData }).data;
};

const openDealPath = async (request: APIRequestContext, site: string, location: string): Promise<string> => {
  const response = await api(request, site, `/v1/product-listing-page-deal/${location}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    data: { mainDeal: { urlPath: string } | null; deals: readonly { urlPath: string; soldOut: boolean }[] };
  };
  const path = body.data.mainDeal?.urlPath ?? body.data.deals.find((d) => !d.soldOut)?.urlPath;
  if (path === undefined) throw new Error(`no open deal listed in ${location} on ${site}`);
  return path;
};

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const { site, index, location, symbol, currency } of sites) {
  test.describe(`${site} deal page`, () => {
    test('a picture that fails to load shows the fallback picture in its place, on cards and in the gallery', async ({
      page,
      request,
    }) => {
      // Every deal picture fails, as with ids the image endpoint cannot draw; the fallback does not.
      await page.route(/\/images\/(?!fallback-)[^/?]+\?/, (route) => route.fulfill({ status: 404, body: '' }));
      const fallback = /\/images\/fallback-1\?w=\d+&h=\d+/;
      const drawn = async (img: Locator) => {
        await expect(img).toHaveAttribute('src', fallback);
        await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      };
      await page.goto(siteUrl(site, `/deals/${location}`));
      // The lead card's picture loads at once; the others lazily, as they near the viewport.
      await drawn(page.getByTestId('deal-card').first().locator('img'));
      await drawn(page.getByTestId('deal-card').nth(1).locator('img'));
      await page.goto(siteUrl(site, await openDealPath(request, site, location)));
      const main = page.locator('img[elementtiming="lead"]');
      await drawn(main);
      await expect(main).not.toHaveAttribute('srcset');
    });

    test('every review can be read, ten to a page, and a page past the last leads to the last', async ({
      page,
      request,
    }) => {
      const listed = (await (
        await api(request, site, `/v1/product-listing-page-deal/${location}?pageSize=100`)
      ).json()) as { data: { deals: readonly { urlPath: string; reviewTotal: number }[] } };
      const reviewed = listed.data.deals.find((d) => d.reviewTotal > 20);
      expect(reviewed, `a ${location} deal with more than 20 reviews`).toBeDefined();
      const path = reviewed?.urlPath ?? '';
      const pages = Math.ceil((reviewed?.reviewTotal ?? 0) / 10);
      await page.goto(siteUrl(site, path));
      const reviews = page.getByTestId('deal-reviews');
      const titles = () => reviews.getByRole('heading', { level: 3 }).allTextContents();
      await expect(reviews.getByText(`Page 1 of ${pages}`)).toBeVisible();
      const first = await titles();
      expect(first).toHaveLength(10);
      await reviews.getByRole('link', { name: 'More reviews' }).click();
      await expect(page).toHaveURL(/[?&]reviews=1#reviews$/);
      await expect(reviews.getByText(`Page 2 of ${pages}`)).toBeVisible();
      expect(await titles()).not.toEqual(first);
      await expect(reviews.getByRole('link', { name: 'Previous reviews' })).toBeVisible();
      await noAxeViolations(page);

      await page.goto(siteUrl(site, `${path}?reviews=9999`));
      await expect(reviews.getByText(`Page ${pages} of ${pages}`)).toBeVisible();
      await expect(reviews.getByRole('link', { name: 'More reviews' })).toHaveCount(0);
    });

    test(`shows title, ${symbol} price, products, merchant and JSON-LD in ${currency}, with no axe violations`, async ({
      page,
      request,
    }) => {
      const failures: string[] = [];
      page.on('pageerror', (error) => failures.push(error.message));
      const path = await openDealPath(request, site, location);
      const response = await page.goto(siteUrl(site, path));
      expect(response?.status()).toBe(200);
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).toBeVisible();
      const deal = await dealById(request, site, Number(/\/(\d+)(?:\/|$)/.exec(path)?.[1]));
      await expect(title).toHaveText(deal.title);
      await expect(page).toHaveTitle(new RegExp(escape(deal.title)));
      const price = await page.getByTestId('deal-price').first().textContent();
      expect(price === 'FREE' || price?.startsWith(symbol)).toBe(true);
      const buyBox = page.getByTestId('buy-box');
      await expect(buyBox).toHaveAttribute('data-availability', 'buyable');
      const firstProduct = deal.products[0]?.friendlyName ?? '';
      await expect(buyBox).toContainText(firstProduct);
      if (deal.products.length > 1) {
        const choices = buyBox.getByRole('radio').or(buyBox.getByRole('option'));
        await expect(choices).toHaveCount(deal.products.length);
      }
      const merchant = page.getByTestId('merchant');
      await expect(merchant.getByRole('heading', { name: deal.business.displayName })).toBeVisible();
      await expect(merchant.getByRole('img', { name: /Map of the area/ })).toBeVisible();
      const image = page.getByRole('img', { name: deal.title, exact: true });
      await expect(image).toHaveAttribute('width', '800');
      await expect(image).toHaveAttribute('fetchpriority', 'high');

      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toBe(siteUrl(site, deal.urlPath));
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        new RegExp(escape(deal.title)),
      );
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/images\//);
      const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
      const product = JSON.parse(jsonLd ?? '') as { '@type': string; offers: { priceCurrency: string; price: string } };
      expect(product['@type']).toBe('Product');
      expect(product.offers.priceCurrency).toBe(currency);
      expect(product.offers.price).toMatch(/^\d+\.\d{2}$/);

      // Under the deal, more deals of its listing: links to other deal pages, never to itself.
      const more = page.getByTestId('more-deals');
      await expect(more.getByRole('heading', { level: 2 })).toHaveText(/^More .+ in .+$/);
      const moreLinks = await more.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(moreLinks.length).toBeGreaterThan(0);
      expect(moreLinks.every((href) => href?.startsWith('/deal/') === true && href !== deal.urlPath)).toBe(true);

      // After hydration the countdown ticks without moving anything.
      const timer = page.getByRole('timer');
      if ((await timer.count()) > 0) {
        const before = await timer.textContent();
        await expect.poll(() => timer.textContent(), { timeout: 5000 }).not.toBe(before);
      }
      await noAxeViolations(page);
      expect(failures).toEqual([]);
    });

    test('a closed deal shows as unavailable', async ({ page, request }) => {
      const deal = await dealById(request, site, caseDealId(index, CASE.closed));
      expect(deal.availability.reason).toBe('DEAL.CLOSED');
      await page.goto(siteUrl(site, deal.urlPath));
      await expect(page.getByTestId('buy-box')).toHaveAttribute('data-availability', 'unavailable');
      await expect(page.getByTestId('deal-availability')).toContainText('Oops! This item is no longer available');
      await expect(page.getByTestId('buy-button')).toBeDisabled();
      await noAxeViolations(page);
    });

    test('a sold-out deal offers to email the shopper when it is back, and says so once asked', async ({
      browser,
      page,
      request,
    }) => {
      const deal = await dealById(request, site, caseDealId(index, CASE.soldOut));
      expect(deal.availability.reason).toBe('DEAL.SOLD_OUT');
      await page.goto(siteUrl(site, deal.urlPath));
      await expect(page.getByTestId('buy-box')).toHaveAttribute('data-availability', 'unavailable');
      const form = page.getByRole('form', { name: 'Hear when it is back' });
      await expect(form).toBeVisible();
      await noAxeViolations(page);
      await form.getByLabel('Email address').fill(`back-${site}-${Date.now()}@example.co.uk`);
      const reloads: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'GET' && r.url().includes('.data')) reloads.push(r.url());
      });
      await form.getByRole('button', { name: 'Email me when it is back' }).click();
      await expect(form.getByTestId('back-in-stock-message')).toHaveText(
        "Thanks: we'll email you when this deal is back.",
      );
      await expect(form.getByTestId('back-in-stock-message')).toHaveAttribute('data-saved', 'true');
      // Asking changes nothing the page shows: the deal is not loaded again (only the shell may be).
      expect(reloads.filter((url) => !/_routes=root$/.test(url))).toEqual([]);
      // Without JavaScript the form posts the page, which answers the same way.
      const noScript = await browser.newContext({ javaScriptEnabled: false });
      const plain = await noScript.newPage();
      await plain.goto(siteUrl(site, deal.urlPath));
      const plainForm = plain.getByRole('form', { name: 'Hear when it is back' });
      await plainForm.getByLabel('Email address').fill(`plain-${site}-${Date.now()}@example.co.uk`);
      await plainForm.getByRole('button', { name: 'Email me when it is back' }).click();
      await expect(plain.getByTestId('back-in-stock-message')).toHaveAttribute('data-saved', 'true');
      await noScript.close();
      // A deal on sale has no such form.
      await page.goto(siteUrl(site, await openDealPath(request, site, location)));
      await expect(page.getByTestId('buy-box')).toHaveAttribute('data-availability', 'buyable');
      await expect(page.getByTestId('back-in-stock')).toHaveCount(0);
    });

    test('a signed-in shopper finds the deals they wait on under email preferences, and stops one', async ({
      page,
      request,
    }) => {
      const deal = await dealById(request, site, caseDealId(index, CASE.soldOut));
      const email = uniqueEmail(site);
      await register(page, site, email);
      await page.goto(siteUrl(site, deal.urlPath));
      const form = page.getByRole('form', { name: 'Hear when it is back' });
      await expect(form.getByLabel('Email address')).toHaveValue(email);
      await form.getByRole('button', { name: 'Email me when it is back' }).click();
      await expect(form.getByTestId('back-in-stock-message')).toHaveAttribute('data-saved', 'true');

      await page.goto(siteUrl(site, '/myaccount/subscriptions'));
      const alerts = page.getByTestId('back-in-stock-alerts');
      await expect(alerts.getByRole('link', { name: deal.title })).toHaveAttribute('href', deal.urlPath);
      await noAxeViolations(page);
      await alerts.getByRole('button', { name: `Stop emails about ${deal.title}` }).click();
      await expect(page.getByText("Done: we won't email you about that deal.")).toBeVisible();
      await expect(page.getByText('You are not waiting for any sold-out deal to come back.')).toBeVisible();
      await expect(page.getByTestId('back-in-stock-alerts')).toHaveCount(0);
    });

    test('a closed lastChance deal stays buyable from search, and not reached directly', async ({ page, request }) => {
      const deal = await dealById(request, site, caseDealId(index, CASE.lastChanceClosed));
      expect(deal.display.lastChance).toBe(true);
      await page.goto(siteUrl(site, `${deal.urlPath}?usr_src=search`));
      await expect(page.getByTestId('buy-box')).toHaveAttribute('data-availability', 'buyable');
      await expect(page.getByTestId('deal-availability')).toContainText('Last chance');
      await expect(page.getByTestId('buy-button')).toBeEnabled();
      await page.goto(siteUrl(site, deal.urlPath));
      await expect(page.getByTestId('buy-box')).toHaveAttribute('data-availability', 'unavailable');
      await expect(page.getByTestId('buy-button')).toBeDisabled();
    });

    test('a deal reached at an old path is sent to its canonical path, keeping the query', async ({
      page,
      request,
    }) => {
      const deal = await dealById(request, site, caseDealId(index, CASE.closed));
      const id = /\/(\d+)\//.exec(deal.urlPath)?.[1] ?? '';
      await page.goto(siteUrl(site, `/deal/${location}/${id}/an-old-name?usr_src=search`));
      expect(new URL(page.url()).pathname).toBe(deal.urlPath);
      expect(new URL(page.url()).searchParams.get('usr_src')).toBe('search');
    });

    test('an unknown deal is a 404 page', async ({ page }) => {
      const response = await page.goto(siteUrl(site, `/deal/${location}/nothing/999999999/none`));
      expect(response?.status()).toBe(404);
    });

    test("a chain's deal page lists its other branches under Also at, each opening on the map, with no axe violations", async ({
      page,
      request,
    }) => {
      // A chain among the town's most popular deals, found through the map view's API.
      const map = (await (await api(request, site, `/v1/map-view-deal/${location}`)).json()) as {
        data: { deals: { deal: { urlPath: string }; place: { otherAddresses: { line: string }[] } }[] };
      };
      const chain = map.data.deals.find((placed) => placed.place.otherAddresses.length > 0);
      if (chain === undefined) throw new Error(`no chain among ${location}'s deals on ${site}`);
      await page.goto(siteUrl(site, chain.deal.urlPath));
      const merchant = page.getByTestId('merchant');
      await expect(merchant.getByRole('heading', { name: 'Also at', level: 4 })).toBeVisible();
      const branches = merchant.getByRole('listitem').getByRole('link');
      await expect(branches).toHaveCount(chain.place.otherAddresses.length);
      for (const branch of await branches.all())
        await expect(branch).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/\?mlat=/);
      await noAxeViolations(page);
    });
  });
}

/** The buy box on LivingSocial's demo cases (cases.ts: priceDisplay 20, travelNights 11, vipOnly 9). */
test.describe('the buy box on livingsocial deals', () => {
  const LIVINGSOCIAL = 2;
  const LIVINGSOCIALIE = 3;

  test('a "price hidden" deal shows the chosen option’s price before buying', async ({ page, request }) => {
    const deal = await dealById(request, 'livingsocial', caseDealId(LIVINGSOCIAL, 20));
    await page.goto(siteUrl('livingsocial', deal.urlPath));
    const region = page.getByTestId('price-region');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toHaveText('Choose an option to see its price');
    await expect(page.getByTestId('add-to-basket')).toBeDisabled();
    const select = page.getByRole('combobox', { name: 'Choose an option' });
    const options = await select.locator('option').allTextContents();
    expect(options.some((text) => text.includes('£'))).toBe(false);
    // Until the page is hydrated a choice changes nothing: choose again until the price shows.
    await expect(async () => {
      await select.selectOption(String(deal.products[1]?.id));
      await expect(page.getByTestId('deal-price')).toHaveText(/^£\d/, { timeout: 1000 });
    }).toPass();
    await expect(page.getByTestId('add-to-basket')).toBeEnabled();
    await noAxeViolations(page);
  });

  test('a purchase limit lower than the deal’s is said beside the stepper', async ({ page, request }) => {
    const deal = await dealById(request, 'livingsocial', 301020);
    await page.goto(siteUrl('livingsocial', deal.urlPath));
    const buyBox = page.getByTestId('buy-box');
    await expect(buyBox).toContainText('Maximum 10 per deal per day');
    // The demo's first option allows fewer than the deal's 10 (QA saw 2; the demo's numbers may move).
    const limit = page.getByTestId('option-limit');
    await expect(limit).toHaveText(/^You can buy up to \d of this option$/);
    const most = Number(/\d+/.exec((await limit.textContent()) ?? '')?.[0]);
    expect(most).toBeLessThan(10);
    const plus = page.getByRole('button', { name: 'Increase quantity' });
    await expect(plus).toHaveAccessibleDescription(new RegExp(`You can buy up to ${most} of this option`));
    await expect(async () => {
      await plus.click();
      await expect(page.getByTestId('quantity')).toHaveText(String(most), { timeout: 1000 });
    }).toPass();
    await expect(plus).toHaveAttribute('aria-disabled', 'true');
    await expect(plus).toBeFocused();
    await noAxeViolations(page);
  });

  test('a VIP-only deal says why it cannot be bought, and links to VIP', async ({ page, request }) => {
    const deal = await dealById(request, 'livingsocialie', caseDealId(LIVINGSOCIALIE, 9));
    await page.goto(siteUrl('livingsocialie', deal.urlPath));
    const reason = page.getByTestId('buy-blocked');
    await expect(reason).toContainText('This offer is for VIP members only. Join VIP to buy it.');
    await expect(reason.getByRole('link', { name: 'Join VIP' })).toHaveAttribute('href', '/deals/vip');
    await expect(page.getByTestId('add-to-basket')).toBeDisabled();
    await expect(page.getByTestId('add-to-basket')).toHaveAccessibleDescription(/VIP members only/);
    await noAxeViolations(page);
  });

  test('a calendar deal cannot go in the basket without dates; its price and calendar follow the option', async ({
    page,
    request,
  }) => {
    const deal = await dealById(request, 'livingsocial', caseDealId(LIVINGSOCIAL, 11));
    await page.goto(siteUrl('livingsocial', deal.urlPath));
    await expect(page.getByRole('region', { name: 'Choose your dates' })).toBeVisible();
    await expect(page.getByTestId('buy-blocked')).toHaveText('Please choose your check-in and check-out dates.');
    await expect(page.getByTestId('add-to-basket')).toBeDisabled();
    await expect(page.getByTestId('buy-button')).toBeDisabled();
    const price = page.getByTestId('deal-price');
    const first = await price.textContent();
    const last = deal.products.at(-1)?.friendlyName ?? '';
    await expect(async () => {
      await page.getByRole('radio', { name: new RegExp(escape(last)) }).check();
      await expect(price).not.toHaveText(first ?? '', { timeout: 1000 });
    }).toPass();
    // The option's own calendar: its days are links for it.
    await expect(page).toHaveURL(/[?&]product=\d+/);
    const product = /[?&]product=(\d+)/.exec(page.url())?.[1] ?? 'none';
    await expect(
      page.getByRole('region', { name: 'Choose your dates' }).locator('a[href*="checkIn="]').first(),
    ).toHaveAttribute('href', new RegExp(`product=${product}`));
    await noAxeViolations(page);
  });

  test("without script, another option's calendar is a link away, and a stay of it can be added", async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const deal = await dealById(request, 'livingsocial', caseDealId(LIVINGSOCIAL, 11));
    await page.goto(siteUrl('livingsocial', deal.urlPath));
    const calendar = page.getByRole('region', { name: 'Choose your dates' });
    const last = deal.products.at(-1)?.friendlyName ?? '';
    await calendar.getByRole('link', { name: last, exact: true }).click();
    await expect(page).toHaveURL(/[?&]product=\d+/);
    await expect(page.getByRole('radio', { name: new RegExp(escape(last)) })).toBeChecked();
    await calendar.locator('td a[href*="checkIn="]').first().click();
    const checkOuts = calendar.locator('td a[href*="checkOut="]');
    if ((await checkOuts.count()) === 0) await calendar.getByRole('link', { name: 'Next month' }).click();
    await checkOuts.first().click();
    await expect(page).toHaveURL(/checkOut=/);
    await page.getByTestId('add-to-basket').click();
    await expect(page.getByTestId('buy-message')).toContainText('Added to your basket.');
    await context.close();
  });
});
