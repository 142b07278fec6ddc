import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { E2E_PORT, noAxeViolations, siteUrl } from './support';

/**
 * The wish list (spec 1 §2 /wishlist, §5 the visitor's prompt; spec 2 §7.8) on one UK and one Irish
 * site: a visitor saves deals from their pages, sees them newest first with the prompt to log in,
 * sees recommendations without them, removes one; registering keeps the list (no prompt any more);
 * Remove all empties it. The forms work without JavaScript too.
 */
const sites = [
  { site: 'kerching', location: 'london' },
  { site: 'kerchingie', location: 'dublin' },
] as const;

interface Summary {
  readonly urlPath: string;
  readonly title: string;
}

/** Two deals of the location (from the listing call; the Host header names the site). */
const twoDeals = async (request: APIRequestContext, site: string, location: string): Promise<Summary[]> => {
  const response = await request.get(`http://127.0.0.1:${E2E_PORT}/v1/product-listing-page-deal/${location}`, {
    headers: { host: `${site}.localhost:${E2E_PORT}` },
  });
  const deals = ((await response.json()) as { data: { deals: Summary[] } }).data.deals.slice(0, 2);
  if (deals.length < 2) throw new Error(`fewer than two deals in ${site}/${location}`);
  return deals;
};

const save = async (page: Page, site: string, deal: Summary) => {
  await page.goto(siteUrl(site, deal.urlPath));
  await page.getByTestId('save-to-wishlist').click();
  await expect(page).toHaveURL(/\/wishlist$/);
};

/**
 * The saved deals' headings, for a retrying toHaveText: the address changes before React has drawn
 * the new page (React Router renders in a transition), so a one-off read can still see the old one.
 */
const savedTitles = (page: Page) => page.getByTestId('wishlist-deal').getByRole('heading');

for (const { site, location } of sites) {
  test.describe(`${site} wish list`, () => {
    test('a visitor saves deals, sees them newest first with the login prompt, and keeps them on registering', async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const [first, second] = await twoDeals(request, site, location);
      if (first === undefined || second === undefined) throw new Error('two deals expected');
      await save(page, site, first);
      await save(page, site, second);
      await expect(savedTitles(page)).toHaveText([second.title, first.title]);
      await expect(page.getByTestId('wishlist-quantity')).toHaveText('2 saved deals');
      const prompt = page.getByRole('link', { name: 'Login to see your full wish list' });
      await expect(prompt).toHaveAttribute('href', '/login?returnTo=%2Fwishlist');
      await noAxeViolations(page, 'wish list');

      // Recommendations leave out what is saved, and their links say where the shopper came from.
      await page.getByRole('link', { name: 'Deals recommended for you' }).click();
      await expect(page.getByRole('heading', { name: 'Recommended for you', level: 1 })).toBeVisible();
      const recommended = page.getByTestId('recommended').locator('a[href*="usr_src=recommended"]');
      expect(await recommended.count()).toBeGreaterThan(0);
      for (const saved of [first, second])
        await expect(page.getByTestId('recommended').locator(`a[href^="${saved.urlPath}?"]`)).toHaveCount(0);
      await noAxeViolations(page, 'recommended for you');
      await page.goBack();

      await page.getByRole('button', { name: `Remove ${second.title} from your wish list` }).click();
      await expect(page.getByTestId('wishlist-deal')).toHaveCount(1);
      await expect(savedTitles(page)).toHaveText([first.title]);

      await page.goto(siteUrl(site, '/register'));
      await page.getByLabel('Email address').fill(`wisher+${site}-${Date.now()}@example.co.uk`);
      await page.getByLabel('First name').fill('Wren');
      await page.getByLabel('Last name').fill('Wisher');
      await page.getByLabel('Password', { exact: true }).fill('wisher-secret');
      await page.getByLabel('Confirm password').fill('wisher-secret');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByRole('banner').getByText('Hi, Wren')).toBeVisible();
      // The account menu leads to the list.
      await page.getByRole('banner').getByText('Hi, Wren').click();
      await page
        .getByRole('banner')
        .getByRole('navigation', { name: 'Account menu' })
        .getByRole('link', { name: 'My wish list' })
        .click();
      await expect(page).toHaveURL(/\/wishlist$/);
      await expect(savedTitles(page)).toHaveText([first.title]);
      await expect(prompt).toHaveCount(0);

      await page.getByRole('button', { name: 'Remove all' }).click();
      await expect(page.getByTestId('wishlist-deal')).toHaveCount(0);
      await expect(page.getByText('Your wish list is empty.', { exact: false })).toBeVisible();
    });
  });
}

test.describe('kerchingie wish list without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('saving and removing are plain forms', async ({ page, request }) => {
    const [deal] = await twoDeals(request, 'kerchingie', 'dublin');
    if (deal === undefined) throw new Error('a deal expected');
    await save(page, 'kerchingie', deal);
    await expect(savedTitles(page)).toHaveText([deal.title]);
    await page.getByRole('button', { name: `Remove ${deal.title} from your wish list` }).click();
    await expect(page.getByTestId('wishlist-deal')).toHaveCount(0);
  });
});
