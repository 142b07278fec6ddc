import { expect, test } from '@playwright/test';
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
