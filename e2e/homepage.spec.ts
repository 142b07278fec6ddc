import { expect, test, type Page } from './fixtures';
import { siteUrl } from './support';

const sites = [
  { site: 'kerching', symbol: '£', location: 'London' },
  { site: 'livingsocialie', symbol: '€', location: 'Dublin South' },
] as const;

for (const { site, symbol, location } of sites) {
  test(`${site}: the homepage lists ${location} deals priced in ${symbol} and loads more after hydration`, async ({
    page,
  }) => {
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await page.goto(siteUrl(site));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(location);
    const prices = page.getByTestId('deal-price');
    await expect(prices.first()).toBeVisible();
    const texts = await prices.allTextContents();
    expect(texts.length).toBeGreaterThan(5);
    for (const text of texts) expect(text === 'FREE' || text.startsWith(symbol)).toBe(true);

    const cards = page.getByTestId('deal-card');
    const before = await cards.count();
    // The button only works once React has hydrated: the next page comes from /v1 over HTTP.
    const listing = page.waitForResponse(
      (r) => r.url().includes('/v1/product-listing-page-deal/') && r.status() === 200,
    );
    await page.getByRole('button', { name: 'Load more deals' }).click();
    await listing;
    await expect.poll(() => cards.count()).toBeGreaterThan(before);
    expect(failures).toEqual([]);
  });
}

/** Left and right edges of every element `selector` matches, in the page's order. */
const edges = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((all) =>
      all.map((el) => ({ left: Math.round(el.getBoundingClientRect().left), right: el.getBoundingClientRect().right })),
    );

for (const { width, across } of [
  { width: 1280, across: 3 },
  { width: 390, across: 1 },
]) {
  test(`at ${width} px the homepage's sections come in whole rows of ${across}, lined up with the top deal's picture`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(siteUrl('kerching'));
    const sections = page.locator('main section:has(> ul)');
    expect(await sections.count()).toBeGreaterThan(2);
    for (const section of await sections.all()) {
      const lefts = (
        await section.locator(':scope > ul > li').evaluateAll((all) => all.map((li) => li.getBoundingClientRect().left))
      ).map(Math.round);
      const columns = new Set(lefts).size;
      expect(columns).toBe(across);
      expect(lefts.length % across).toBe(0);
    }
    const grid = await edges(page, 'main section > ul > li');
    const picture = await edges(page, 'section[aria-labelledby="top-deal"] img');
    const [top] = picture;
    if (across === 3) {
      const second = grid[1];
      expect(Math.abs((top?.left ?? 0) - (grid[0]?.left ?? 0))).toBeLessThanOrEqual(2);
      expect(Math.abs((top?.right ?? 0) - (second?.right ?? 0))).toBeLessThanOrEqual(2);
    } else {
      expect(Math.abs((top?.right ?? 0) - (grid[0]?.right ?? 0))).toBeLessThanOrEqual(2);
    }
  });
}

test('/welcome, the paid-campaign landing, is the homepage kept out of search results; /find is search', async ({
  page,
}) => {
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  await page.goto(siteUrl('kerching', '/welcome?utm_source=google&gclid=abc'));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('London');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  await expect(page).toHaveURL(/\/welcome\?utm_source=google&gclid=abc$/);
  // It hydrates as the homepage does: "Load more deals" fetches the next page in place.
  const cards = page.getByTestId('deal-card');
  const before = await cards.count();
  await page.getByRole('button', { name: 'Load more deals' }).click();
  await expect.poll(() => cards.count()).toBeGreaterThan(before);
  expect(failures).toEqual([]);

  await page.goto(siteUrl('kerchingie', '/find/?q=spa'));
  await expect(page).toHaveURL(/\/search\?q=spa$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "spa"');
});
