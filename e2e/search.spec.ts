import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { register, uniqueEmail } from './shopping';
import { E2E_PORT, noAxeViolations, siteUrl } from './support';

/**
 * Search and suggest on one UK and one Irish site: suggest-as-you-type in the results page's
 * search box (a WAI-ARIA combobox) picked with the keyboard, a submitted search with prices in the
 * site's currency and facets, the no-results fallback to top deals, and a closed lastChance deal
 * that stays buyable when opened from the results. axe-core on every state, the open list too.
 * The lastChance deal is the demo catalogue's case deal (packages/demo/src/cases.ts: on the
 * site with index s, case k, deal j has id (s + 1) * 100000 + (k + 1) * 10 + j; `lastChanceClosed`
 * is case 2).
 */
const sites = [
  { site: 'kerching', index: 0, symbol: '£' },
  { site: 'livingsocialie', index: 3, symbol: '€' },
] as const;

const LAST_CHANCE_CLOSED_CASE = 2;

const api = (request: APIRequestContext, site: string, path: string) =>
  request.get(`http://127.0.0.1:${E2E_PORT}${path}`, { headers: { host: `${site}.localhost:${E2E_PORT}` } });

const expectPricesIn = async (page: Page, symbol: string): Promise<void> => {
  const prices = page.getByTestId('deal-price');
  await expect(prices.first()).toBeVisible();
  const texts = await prices.allTextContents();
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) expect(text === 'FREE' || text.includes(symbol), text).toBe(true);
};

/**
 * Types "spa" into a combobox, waits for its suggestions and highlights the first deal among them
 * with the keyboard; checks the list is open, the option selected and axe has nothing to say.
 * Returns the highlighted option's title.
 */
const highlightFirstDealSuggestion = async (page: Page, box: Locator): Promise<string> => {
  const suggested = page.waitForResponse((r) => r.url().includes('/v1/suggest?') && r.status() === 200);
  await box.click();
  await expect(box).toHaveAttribute('role', 'combobox');
  await box.pressSequentially('spa', { delay: 30 });
  await suggested;
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const options = list.getByRole('option');
  const kinds = await options.evaluateAll((nodes) => nodes.map((n) => n.lastElementChild?.textContent ?? ''));
  const firstDeal = kinds.indexOf('Deal');
  expect(firstDeal, `a deal among ${kinds.join(', ')}`).toBeGreaterThanOrEqual(0);
  for (let i = 0; i <= firstDeal; i++) await box.press('ArrowDown');
  const active = options.nth(firstDeal);
  await expect(active).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id')) ?? 'none');
  await noAxeViolations(page);
  return (await active.locator('span').first().textContent()) ?? '';
};

for (const { site, index, symbol } of sites) {
  test.describe(`${site} search`, () => {
    // Several page loads and axe runs per test: more than the default on a busy 2-core machine.
    test.describe.configure({ timeout: 90_000 });

    test('suggests as the shopper types, and a suggestion picked with the keyboard opens its deal', async ({
      page,
    }) => {
      const failures: string[] = [];
      page.on('pageerror', (error) => failures.push(error.message));
      await page.goto(siteUrl(site, '/search'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search deals');
      const box = page.getByRole('combobox', { name: 'Search deals' });
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      const title = await highlightFirstDealSuggestion(page, box);
      await box.press('Enter');
      await page.waitForURL(/\/deal\/.*usr_src=search/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(title.slice(0, 20));
      expect(failures).toEqual([]);
    });

    test('the header’s search box suggests on any page, and a picked deal opens', async ({ page }) => {
      const failures: string[] = [];
      page.on('pageerror', (error) => failures.push(error.message));
      await page.goto(siteUrl(site, '/'));
      const box = page.locator('#site-search');
      // A plain search box until the shopper uses it: its combobox code is not first-load.
      await expect(box).toHaveAttribute('type', 'search');
      await expect(box).not.toHaveAttribute('role', 'combobox');
      await highlightFirstDealSuggestion(page, box);
      await box.press('Enter');
      await page.waitForURL(/\/deal\/.*usr_src=search/);
      expect(failures).toEqual([]);
    });

    test('a submitted search lists matching deals in the site currency, with facets that narrow it', async ({
      page,
    }) => {
      await page.goto(siteUrl(site, '/search'));
      const box = page.getByRole('combobox', { name: 'Search deals' });
      await box.fill('massage');
      await box.press('Enter');
      await page.waitForURL(/\/search\?q=massage/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "massage"');
      // The plain results may be indexed, and name themselves as canonical (one canonical link).
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', siteUrl(site, '/search?q=massage'));
      await expect(page.getByRole('heading', { level: 2, name: /deals? found/ })).toBeVisible();
      await expectPricesIn(page, symbol);
      const cards = page.getByTestId('deal-card');
      const titles = await cards.getByRole('heading').allTextContents();
      expect(titles.some((t) => /massage/i.test(t))).toBe(true);
      await expect(cards.first().getByRole('link').first()).toHaveAttribute('href', /usr_src=search/);
      await noAxeViolations(page);

      const categories = page.getByRole('navigation', { name: 'Category' });
      await categories.getByRole('link').first().click();
      await page.waitForURL(/category=/);
      await expect(categories.locator('a[aria-current]')).toHaveCount(1);
      await expectPricesIn(page, symbol);

      // Applying the defaults adds nothing to the address (spec 1 §5).
      const plain = page.url();
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.waitForLoadState('networkidle');
      expect(page.url()).toBe(plain);

      await page.getByLabel('Sort by').selectOption('pricelow');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.waitForURL(/orderBy=price&order=asc/);
      await expect(page.getByLabel('Sort by')).toHaveValue('pricelow');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', siteUrl(site, '/search?q=massage'));

      // A price band (search's own facet) narrows the results to its prices, and stays in the address.
      const band = page.locator('a[href*="f_price="]').first();
      const [, low = '', high = ''] = /f_price=(\d+)-(\d*)/.exec((await band.getAttribute('href')) ?? '') ?? [];
      await band.click();
      await page.waitForURL(/f_price=\d+-\d*/);
      const prices = await page.getByTestId('deal-price').allTextContents();
      expect(prices.length).toBeGreaterThan(0);
      for (const text of prices) {
        const amount = text === 'FREE' ? 0 : Number(text.replace(/[^\d.]/g, ''));
        expect(amount, text).toBeGreaterThanOrEqual(Number(low));
        if (high !== '') expect(amount, text).toBeLessThanOrEqual(Number(high));
      }
      await noAxeViolations(page);
    });

    test('a page past the last of the results shows the last page', async ({ page }) => {
      await page.goto(siteUrl(site, '/search?q=spa&page=99'));
      await expect(page).toHaveURL(/[?&]page=\d+/);
      const pageOf = (await page.getByText(/^Page \d+ of \d+$/).textContent()) ?? '';
      const [, shown, pages] = /^Page (\d+) of (\d+)$/.exec(pageOf) ?? [];
      expect(shown).toBe(pages);
      expect(await page.getByTestId('deal-card').count()).toBeGreaterThan(0);
    });

    test('the way to the filters comes before the results, on a phone and by keyboard', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(siteUrl(site, '/search?q=spa'));
      const toFilters = page.getByRole('link', { name: 'Filter results' });
      await expect(toFilters).toBeInViewport();
      const sort = page.getByLabel('Sort by');
      await expect(sort).not.toBeInViewport();
      await toFilters.click();
      await expect(page.getByRole('heading', { name: 'Filter results' })).toBeInViewport();
      await page.keyboard.press('Tab');
      await expect(sort).toBeFocused();

      // On a wide screen the filters sit beside the results but follow them in the page: the link
      // shows when focused.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(siteUrl(site, '/search?q=spa'));
      expect(await toFilters.evaluate((a) => a.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
      await toFilters.focus();
      expect(await toFilters.evaluate((a) => a.getBoundingClientRect().width)).toBeGreaterThan(40);
      await noAxeViolations(page);
    });

    test("by relevance a search lists the shopper's own town's deals first", async ({ page, request }) => {
      type Facets = { filters: { key: string; values: { value: string; label: string; count: number }[] }[] };
      const answer = await api(request, site, '/v1/search?q=spa&facetedNavigation=true');
      const facets = ((await answer.json()) as { data: { facetedNavigation: Facets } }).data.facetedNavigation;
      const places = facets.filters.find((f) => f.key === 'location')?.values ?? [];
      await page.goto(siteUrl(site, '/search?q=spa'));
      const current = page.getByTestId('current-location');
      const home = (await current.textContent()) ?? '';
      await page.locator('summary', { has: current }).click();
      const chooser = page.getByRole('group', { name: 'Choose your location' });
      // The chooser's town with the most matches after the shopper's own (a town with one weak match,
      // "spa" only in its category's name, rightly stays below strong matches elsewhere).
      const towns = [];
      for (const place of [...places].sort((a, b) => b.count - a.count))
        if (place.label !== home && (await chooser.getByRole('button', { name: place.label, exact: true }).count()) > 0)
          towns.push(place.label);
      const town = towns[0];
      if (town === undefined) throw new Error('no other town with a spa deal');
      await chooser.getByRole('button', { name: town, exact: true }).click();
      await expect(current).toHaveText(town);
      await page.goto(siteUrl(site, '/search?q=spa'));
      await expect(page.getByTestId('deal-card').first()).toContainText(`· ${town}`);
    });

    test('a nonsense search shows the no-results message with the top deals', async ({ page }) => {
      await page.goto(siteUrl(site, '/search?q=zzqxv+wibble'));
      await expect(page.getByTestId('search-fallback')).toHaveText(
        `Sorry, we couldn't find any deals for "zzqxv wibble". Here are our top deals instead.`,
      );
      await expect(page.getByRole('heading', { level: 2, name: 'Top deals' })).toBeVisible();
      expect(await page.getByTestId('deal-card').count()).toBeGreaterThan(3);
      await expectPricesIn(page, symbol);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
      await noAxeViolations(page);
    });

    test('a closed lastChance deal found by search stays buyable from the results', async ({ page, request }) => {
      const id = (index + 1) * 100_000 + (LAST_CHANCE_CLOSED_CASE + 1) * 10;
      const response = await api(request, site, `/v1/product-detail-page-deal/${id}`);
      expect(response.status(), `demo deal ${id} (packages/demo/src/cases.ts)`).toBe(200);
      const deal = ((await response.json()) as { data: { title: string; display: { lastChance: boolean } } }).data;
      expect(deal.display.lastChance).toBe(true);
      await register(page, site, uniqueEmail(site));
      await page.goto(siteUrl(site, `/search?q=${encodeURIComponent(deal.title)}`));
      const card = page.getByTestId('deal-card').filter({ hasText: deal.title }).first();
      await card.getByRole('link').first().click();
      await page.waitForURL(/usr_src=search/);
      await expect(page.getByTestId('buy-box')).toHaveAttribute('data-availability', 'buyable');
      await expect(page.getByTestId('buy-button')).toBeEnabled();
      // Buyable in deed: it goes into the basket, and the checkout keeps it.
      await page.getByTestId('add-to-basket').click();
      const checkout = page.getByTestId('checkout-link');
      await expect(checkout).toBeVisible();
      await checkout.click();
      await expect(page).toHaveURL(/\/checkout\//);
      await expect(page.getByText(deal.title).first()).toBeVisible();
      await expect(page.getByText('You have no purchasable products in your basket.')).toHaveCount(0);
    });
  });
}

test('every place a search matches can be chosen: the location counts add up to the results', async ({ page }) => {
  await page.goto(siteUrl('kerching', '/search?q=spa'));
  const found = Number((await page.getByText(/^\d+ deals? found$/).textContent())?.match(/\d+/)?.[0]);
  const places = page.getByRole('navigation', { name: 'Location' });
  const more = places.locator('summary');
  await expect(more).toHaveText(/^\d+ more locations?$/);
  await more.click();
  const counts = await places
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => Number(link.querySelector('span:last-child')?.firstChild?.textContent ?? 0)),
    );
  expect(counts.length).toBeGreaterThan(12);
  expect(counts.reduce((sum, n) => sum + n, 0)).toBe(found);
});
