import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { E2E_PORT, noAxeViolations, siteUrl } from './support';

/**
 * The listing pages on one UK and one Irish site: home -> category -> filter by price -> sort ->
 * a deal card's link, checking that the list follows each change (prices within the range, in
 * order), and axe-core on every listing page with no violations.
 */
const sites = [
  { site: 'kerching', location: 'london', symbol: '£', area: 'soho' },
  { site: 'kerchingie', location: 'dublin', symbol: '€', area: 'temple-bar' },
] as const;

/** The server from Node: *.localhost names resolve only in Chromium, so the Host header names the site. */
const fromNode = (request: APIRequestContext, site: string, path: string, maxRedirects?: number) =>
  request.get(`http://127.0.0.1:${E2E_PORT}${path}`, {
    headers: { host: `${site}.localhost:${E2E_PORT}` },
    ...(maxRedirects === undefined ? {} : { maxRedirects }),
  });

/** "£1,234.50" -> 1234.5; "FREE" -> 0. */
const amount = (text: string): number => (text.trim() === 'FREE' ? 0 : Number(text.replace(/[^0-9.]/g, '')));

const pricesIn = async (scope: Locator): Promise<number[]> =>
  (await scope.getByTestId('deal-price').allTextContents()).map(amount);

/** Waits for React to hydrate the listing: its filter controls then act at once. */
const hydrated = async (page: Page): Promise<void> => {
  await page.locator('main[data-hydrated="true"]').waitFor();
};

for (const { site, location, symbol, area } of sites) {
  test(`${site}: home -> category -> price filter -> sort -> deal, in ${symbol}`, async ({ page }) => {
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));

    await page.goto(siteUrl(site));
    const browse = page.getByRole('navigation', { name: /^Browse / });
    const category = browse.getByRole('link').first();
    const categoryHref = (await category.getAttribute('href')) ?? '';
    expect(categoryHref).toMatch(new RegExp(`^/deals/${location}/[a-z0-9-]+$`));
    await category.click();
    await expect(page).toHaveURL(siteUrl(site, categoryHref));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await hydrated(page);

    const deals = page.getByTestId('listing-deals');
    const before = await pricesIn(page.locator('main'));
    expect(before.length).toBeGreaterThan(2);
    for (const text of await page.locator('main').getByTestId('deal-price').allTextContents())
      expect(text === 'FREE' || text.startsWith(symbol)).toBe(true);

    // Filter by price: the sliders move on the spec's steps; the applied range is in the URL.
    const min = page.getByLabel('Minimum price');
    const max = page.getByLabel('Maximum price');
    const start = Number(await min.getAttribute('min'));
    const end = Number(await max.getAttribute('max'));
    const low = start + Math.round(((end - start) * 0.2) / 5) * 5;
    const high = start + Math.round(((end - start) * 0.7) / 5) * 5;
    await min.fill(String(low));
    await max.fill(String(high));
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/minPrice=\d+/);
    await expect(page).toHaveURL(/maxPrice=\d+/);
    const url = new URL(page.url());
    const from = Number(url.searchParams.get('minPrice'));
    const to = Number(url.searchParams.get('maxPrice'));
    expect(from).toBeGreaterThanOrEqual(start);
    expect(to).toBeLessThanOrEqual(end);
    // The address changes as the navigation starts; the filtered list renders when its data arrives.
    await expect
      .poll(async () => (await pricesIn(page.locator('main'))).every((price) => price >= from && price <= to))
      .toBe(true);
    const filtered = await pricesIn(page.locator('main'));
    expect(filtered.length).toBeGreaterThan(0);
    for (const price of filtered) {
      expect(price).toBeGreaterThanOrEqual(from);
      expect(price).toBeLessThanOrEqual(to);
    }
    expect(filtered).not.toEqual(before);

    // Sort by price, low to high: chosen in the select, applied at once, the range kept.
    await hydrated(page);
    await page.getByLabel('Sort by').selectOption('pricelow');
    await expect(page).toHaveURL(/orderBy=price&order=asc/);
    await expect(page).toHaveURL(/minPrice=/);
    await expect(page.getByRole('heading', { name: 'Top deal' })).toHaveCount(0);
    // The URL changes before the new list renders: wait for the list to settle in order.
    const ascending = (prices: readonly number[]) =>
      prices.length > 0 && prices.every((p, i) => i === 0 || (prices[i - 1] ?? p) <= p);
    await expect.poll(async () => ascending(await pricesIn(deals))).toBe(true);
    const sorted = await pricesIn(deals);
    for (const price of sorted) expect(price >= from && price <= to).toBe(true);

    // And high to low.
    await page.getByLabel('Sort by').selectOption('price');
    await expect(page).toHaveURL(/orderBy=price(&|$)/);
    await expect(page).not.toHaveURL(/order=asc/);
    const descending = (prices: readonly number[]) =>
      prices.length > 0 && prices.every((p, i) => i === 0 || (prices[i - 1] ?? p) >= p);
    await expect.poll(async () => descending(await pricesIn(deals))).toBe(true);
    const dear = await pricesIn(deals);
    expect(dear).toEqual([...dear].sort((a, b) => b - a));

    // A deal card leads to its deal page.
    const card = deals.getByTestId('deal-card').first().getByRole('link');
    const href = (await card.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/deal\//);
    await card.click();
    await expect(page).toHaveURL(siteUrl(site, href));
    expect(failures).toEqual([]);
  });

  test(`${site}: stepping through the sorts by key does not leave the page; Enter applies one`, async ({ page }) => {
    await page.goto(siteUrl(site, `/deals/${location}`));
    await hydrated(page);
    const sort = page.getByLabel('Sort by');
    await sort.focus();
    await sort.press('ArrowDown');
    await sort.press('ArrowDown');
    // WCAG 3.2.2: choosing by arrow keys changes nothing until the shopper says so.
    await page.waitForTimeout(300);
    expect(new URL(page.url()).search).toBe('');
    await sort.press('Enter');
    await expect(page).toHaveURL(/orderBy=/);
  });

  test(`${site}: a price slider moves a whole step by key, and stands where its label says`, async ({ page }) => {
    await page.goto(siteUrl(site, '/deals/escapes'));
    await hydrated(page);
    const max = page.getByLabel('Maximum price');
    const shown = page.getByTestId('max-price-value');
    const stepAt = (price: number): number => (price < 100 ? 5 : price < 500 ? 10 : 50);
    let at = Number(await max.inputValue());
    for (let press = 0; press < 4; press += 1) {
      await max.press('ArrowLeft');
      // The price just below `at` rounds down to its own step: 750 -> 700, 110 -> 100, 100 -> 95.
      const expected = Math.floor((at - 1) / stepAt(at - 1)) * stepAt(at - 1);
      await expect(max).toHaveValue(String(expected));
      await expect(shown).toHaveText(`${symbol}${expected}`);
      await expect(max).toHaveAttribute('aria-valuetext', `${symbol}${expected}`);
      at = expected;
    }
  });

  test(`${site}: ticking a facet keeps the chosen price range`, async ({ page }) => {
    await page.goto(siteUrl(site, '/deals/shop'));
    const start = Number(await page.getByLabel('Minimum price').getAttribute('min'));
    const end = Number(await page.getByLabel('Maximum price').getAttribute('max'));
    // On the slider's steps (5 below 100, 10 above): multiples of 10.
    const low = Math.round((start + (end - start) * 0.1) / 10) * 10;
    const high = Math.round((start + (end - start) * 0.9) / 10) * 10;
    await page.goto(siteUrl(site, `/deals/shop?minPrice=${low}&maxPrice=${high}`));
    await hydrated(page);
    // The feature with the fewest deals: its own prices span less than the chosen range.
    const features = page.getByRole('group', { name: 'Features' }).locator('label');
    const counts = (await features.allTextContents()).map((text) => Number(/\((\d+)\)/.exec(text)?.[1] ?? 0));
    await features.nth(counts.indexOf(Math.min(...counts))).click();
    await expect(page).toHaveURL(/f_feature=/);
    const url = new URL(page.url());
    expect([url.searchParams.get('minPrice'), url.searchParams.get('maxPrice')]).toEqual([String(low), String(high)]);
  });

  test(`${site}: the filter form works without JavaScript and paging starts at page 0`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl(site, `/deals/${location}`));
    await page.getByLabel('Sort by').selectOption('pricelow');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/orderBy=price&order=asc/);
    const sorted = await pricesIn(page.getByTestId('listing-deals'));
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
    await page.getByRole('link', { name: 'Load more deals' }).click();
    await expect(page).toHaveURL(/page=1/);
    const next = await pricesIn(page.getByTestId('listing-deals'));
    expect(next[0]).toBeGreaterThanOrEqual(sorted[sorted.length - 1] ?? 0);
    await expect(page.getByRole('link', { name: 'Previous deals' })).toBeVisible();
    await context.close();
  });

  test(`${site}: Back from a deal opened after "Load more" finds the loaded deals where they were`, async ({
    playwright,
  }, testInfo) => {
    // Browsers keep such a page whole in their back-forward cache; Playwright turns that cache off
    // by default, so this browser leaves it on. Anything that makes the page ineligible (an
    // unload handler, no-store, a request left open) fails here.
    const browser = await playwright.chromium.launch({
      ...testInfo.project.use.launchOptions,
      ignoreDefaultArgs: ['--disable-back-forward-cache'],
    });
    try {
      const page = await browser.newPage();
      await page.goto(siteUrl(site, `/deals/${location}/restaurants-and-food`));
      await hydrated(page);
      const cards = page.getByTestId('listing-deals').getByTestId('deal-card');
      const before = await cards.count();
      await page.getByRole('button', { name: 'Load more deals' }).click();
      await expect.poll(() => cards.count()).toBeGreaterThan(before);
      const loaded = await cards.count();
      const last = cards.nth(loaded - 1);
      await last.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate('scrollY');
      await last.getByRole('link').first().click();
      await expect(page).toHaveURL(/\/deal\//);
      await page.waitForLoadState('load');
      // A page restored whole fires no load event, only pageshow.
      await page.goBack({ waitUntil: 'commit' });
      await expect(page).toHaveURL(/\/restaurants-and-food$/);
      await expect(cards).toHaveCount(loaded);
      expect(await page.evaluate('scrollY')).toBe(scrolled);
    } finally {
      await browser.close();
    }
  });

  test(`${site}: pressing "Load more deals" by keyboard to the end leaves focus on the list's end`, async ({
    page,
  }) => {
    await page.goto(siteUrl(site, `/deals/${location}/restaurants-and-food`));
    await hydrated(page);
    const more = page.getByRole('button', { name: 'Load more deals' });
    const end = page.getByText("That's all the deals here.");
    const cards = page.getByTestId('listing-deals').getByTestId('deal-card');
    for (let press = 0; press < 10 && (await more.isVisible()); press += 1) {
      const before = await cards.count();
      await more.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => cards.count()).toBeGreaterThan(before);
      await expect(more.or(end)).toBeVisible();
    }
    await expect(end).toBeFocused();
    await noAxeViolations(page, 'the listing after its last page');
  });

  test(`${site}: the way to the filters comes before the deals, on a phone and by keyboard`, async ({ browser }) => {
    const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await phone.newPage();
    await page.goto(siteUrl(site, `/deals/${location}/beauty-and-spa`));
    const toFilters = page.getByRole('link', { name: 'Filter deals' });
    await expect(toFilters).toBeInViewport();
    const sort = page.getByLabel('Sort by');
    await expect(sort).not.toBeInViewport();
    await toFilters.click();
    await expect(page.getByRole('heading', { name: 'Filter deals' })).toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(sort).toBeFocused();
    await phone.close();

    // On a wide screen the filters sit left of the deals but follow them in the page: the link
    // shows when focused, the first stop in the page's content.
    const wide = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const desk = await wide.newPage();
    await desk.goto(siteUrl(site, `/deals/${location}/beauty-and-spa`));
    const link = desk.getByRole('link', { name: 'Filter deals' });
    expect(await link.evaluate((a) => a.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
    await link.focus();
    expect(await link.evaluate((a) => a.getBoundingClientRect().width)).toBeGreaterThan(40);
    await wide.close();
  });

  test(`${site}: a listing's second address leads to its one canonical address`, async ({ request }) => {
    for (const [alias, canonical] of [
      ['/travel', '/deals/escapes'],
      [
        '/travel/international-travel?orderBy=price&order=desc',
        '/deals/escapes/international-travel?orderBy=price&order=desc',
      ],
      ['/deals/national-deal', '/deals/shop'],
      ['/shop', '/deals/shop'],
      ['/shop/shopping?orderBy=price', '/deals/shop/shopping?orderBy=price'],
      ['/guides/editorial-team', '/editorial-team'],
      // A subcategory named without its parent category.
      [`/deals/${location}/facials?orderBy=price`, `/deals/${location}/beauty-and-spa/facials?orderBy=price`],
      // A section's own top category named again.
      ['/deals/escapes/escapes', '/deals/escapes'],
      ['/deals/vip/vip', '/deals/vip'],
      // The gift finder under the listings' base.
      [
        `/deals/${location}/gift-finder/gifts-for-mum?budget=20`,
        `/deal/${location}/gift-finder/gifts-for-mum?budget=20`,
      ],
      // Short names are lower case, whatever was typed.
      [
        `/deals/${location.toUpperCase()}/Beauty-And-Spa?orderBy=price`,
        `/deals/${location}/beauty-and-spa?orderBy=price`,
      ],
    ] as const) {
      const response = await fromNode(request, site, alias, 0);
      expect([response.status(), response.headers()['location']], alias).toEqual([301, canonical]);
    }
  });

  test(`${site}: a listing with no deals at all is kept out of search results`, async ({ page }) => {
    // Each edition's travel has deals in its own country's section only.
    const [own, other] = site === 'kerching' ? ['uk-travel', 'ireland-travel'] : ['ireland-travel', 'uk-travel'];
    await page.goto(siteUrl(site, `/deals/escapes/${other}`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await page.goto(siteUrl(site, `/deals/escapes/${own}`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    // Filtered down to nothing, a listing with deals stays as it was.
    await page.goto(siteUrl(site, `/deals/escapes/${own}?minPrice=1000`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  });

  test(`${site}: a page past the end of a listing leads to its first page`, async ({ request }) => {
    const past = await fromNode(request, site, `/deals/${location}?orderBy=price&order=desc&page=99`, 0);
    expect(past.status()).toBe(302);
    expect(past.headers()['location']).toBe(`/deals/${location}?orderBy=price&order=desc`);
  });

  test(`${site}: the q and searchTag keys narrow a listing, and a tag that is no tag is dropped`, async ({
    page,
    request,
  }) => {
    const count = async (path: string): Promise<number> => {
      await page.goto(siteUrl(site, path));
      return Number(/\d+/.exec((await page.getByTestId('deal-count').textContent()) ?? '')?.[0]);
    };
    const all = await count(`/deals/${location}`);
    for (const narrowed of [`/deals/${location}?searchTag=beauty-and-spa`, `/deals/${location}?q=massage`]) {
      const found = await count(narrowed);
      expect(found, narrowed).toBeGreaterThan(0);
      expect(found, narrowed).toBeLessThan(all);
      await expect(page).toHaveURL(siteUrl(site, narrowed));
    }
    // The text is said, and "Clear all filters" clears it with the rest.
    await expect(page.getByTestId('deal-count')).toHaveText(/ deals? matching "massage"$/);
    await page.getByRole('link', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(siteUrl(site, `/deals/${location}`));
    await expect(page.getByTestId('deal-count')).toHaveText(`${all} deals`);
    const refused = await fromNode(
      request,
      site,
      `/deals/${location}?searchTag=Not%20a%20tag&orderBy=price&order=asc`,
      0,
    );
    expect(refused.status()).toBe(302);
    expect(refused.headers()['location']).toBe(`/deals/${location}?orderBy=price&order=asc`);
  });

  /** The category and sub-category pages of the location, found through the API. */
  const categoryPaths = async (request: APIRequestContext): Promise<{ category: string; sub: string }> => {
    const navigations = async (path: string): Promise<{ url: string }[]> =>
      (
        (await (await fromNode(request, site, `/v1/product-listing-page-deal${path}`)).json()) as {
          data: { facetedNavigation: { navigations: { url: string }[] } };
        }
      ).data.facetedNavigation.navigations;
    const category = (await navigations(`/${location}`))[0]?.url ?? `/deals/${location}`;
    const sub = (await navigations(category.replace(/^\/deals/, '')))[0]?.url ?? category;
    return { category, sub };
  };

  const axePages: ReadonlyArray<readonly [string, (paths: { category: string; sub: string }) => string]> = [
    ['homepage', () => '/'],
    ['location homepage', () => `/deals/${location}`],
    ['category', ({ category }) => category],
    ['sub-category', ({ sub }) => sub],
    ['sorted and filtered category', ({ category }) => `${category}?orderBy=price&order=asc`],
    ['shop', () => '/deals/shop'],
    ['escapes', () => '/deals/escapes'],
    ['travel', () => '/travel'],
    ['VIP', () => '/deals/vip'],
    ['wellness collection', () => '/deals/wellness-collection'],
    ['new products special', () => `/deals/${location}/special/new-products`],
    ['near-me hub', () => '/near-me/hub'],
    [
      'hyperlocal',
      ({ sub }) => {
        const [, , , top = 'restaurants-and-food', name = 'restaurants'] = sub.split('/');
        return `/near-me/${top}/${name}/${name}-in-${area}`;
      },
    ],
    ['early bird', () => '/early-bird'],
    ['recently viewed', () => '/recently-viewed'],
    ['map view', () => '/map-view'],
    ['gshop', () => '/gshop/date-night'],
    ['deal preview', () => `/deal-preview/${location}`],
    ['gift finder', () => `/deal/${location}/gift-finder/gifts-for-mum?budget=20`],
  ];

  for (const [name, pathOf] of axePages) {
    test(`${site}: the ${name} page passes axe-core`, async ({ page, request }) => {
      const path = pathOf(await categoryPaths(request));
      const response = await page.goto(siteUrl(site, path));
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await noAxeViolations(page, `${site}${path}`);
    });
  }
}

/** "temple-bar" -> "Temple Bar" (the demo's place names, from their short names). */
const placeName = (slug: string): string =>
  slug
    .split('-')
    .map((w) => `${w.charAt(0).toUpperCase()}${w.slice(1)}`)
    .join(' ');

for (const { site, location, area } of sites) {
  test(`${site}: a near-me place page lists the deals in or nearest that place first`, async ({ page, request }) => {
    // A sub-category with a deal in the area, through the API (deals within reach of it, nearest first).
    const answer = (await (
      await fromNode(request, site, `/v1/product-listing-page-deal/near-me?area=${area}&pageSize=20`)
    ).json()) as { data: { deals: { categoryShortName: string; subCategoryShortName: string | null }[] } };
    const inArea = answer.data.deals.find((d) => d.subCategoryShortName !== null);
    expect(inArea, `a deal with a sub-category in ${area}`).toBeDefined();
    const category = inArea?.categoryShortName ?? '';
    const sub = inArea?.subCategoryShortName ?? '';
    const where = placeName(area);
    const firstCard = page.getByTestId('listing-deals').getByTestId('deal-card').first();

    // The place as the slug: that place's deals, not the category's most popular across the country.
    const bare = `/near-me/${category}/${sub}/${area}`;
    expect((await page.goto(siteUrl(site, bare)))?.status(), bare).toBe(200);
    await expect(firstCard.getByRole('heading', { level: 3 })).toContainText(where);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    await expect(page.getByTestId('near-me-nearest')).toHaveCount(0);

    // A sub-category with no deal in the area: the nearest further away, saying so, not indexed.
    type Listed = { data: { deals: { categoryShortName: string; subCategoryShortName: string | null }[] } };
    const subsOf = (listed: Listed) => listed.data.deals.filter((d) => d.subCategoryShortName !== null);
    const here = new Set(
      subsOf(
        (await (
          await fromNode(request, site, `/v1/product-listing-page-deal/near-me?area=${area}&pageSize=100`)
        ).json()) as Listed,
      ).map((d) => d.subCategoryShortName),
    );
    const townDeals = (await (
      await fromNode(request, site, `/v1/product-listing-page-deal/${location}?pageSize=100`)
    ).json()) as Listed;
    const elsewhere = subsOf(townDeals).find((d) => !here.has(d.subCategoryShortName));
    expect(elsewhere, `a sub-category with no deal in ${area}`).toBeDefined();
    await page.goto(
      siteUrl(site, `/near-me/${elsewhere?.categoryShortName ?? ''}/${elsewhere?.subCategoryShortName ?? ''}/${area}`),
    );
    await expect(page.getByTestId('near-me-nearest')).toHaveText(
      'We have no deals right there yet, so these are the nearest.',
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    expect(await page.getByTestId('deal-card').count()).toBeGreaterThan(0);

    // A slug naming nothing we know lists the shopper's town's deals, kept out of search results.
    const unknown = `/near-me/${category}/${sub}/atlantis`;
    expect((await page.goto(siteUrl(site, unknown)))?.status(), unknown).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');

    // "x-near-y" names the same place, and its title reads as it is (not "... near Y Deals Near You").
    const phrase = `/near-me/${category}/${sub}/${sub}-near-${area}`;
    expect((await page.goto(siteUrl(site, phrase)))?.status(), phrase).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^[\\w &'-]+ near ${where}$`, 'i'));
    await expect(firstCard.getByRole('heading', { level: 3 })).toContainText(where);

    // The hub: the current location's deals, nearest its centre first.
    await page.goto(siteUrl(site, '/near-me/hub'));
    const town = (await page.getByTestId('current-location').first().textContent())?.trim() ?? location;
    await expect(page.getByRole('heading', { name: `Areas of ${town}` })).toBeVisible();
    await expect(firstCard).toContainText(town);
  });
}

for (const { site, location } of sites) {
  test(`${site}: a special's category links narrow it, show the chosen one, and take it off again`, async ({
    page,
  }) => {
    const special = `/deals/${location}/special/new-products`;
    await page.goto(siteUrl(site, special));
    const count = async () => amount((await page.getByTestId('deal-count').textContent()) ?? '0');
    const every = await count();
    const categories = page.getByRole('navigation', { name: 'Categories', exact: true });
    const first = categories.getByRole('link').first();
    const label = ((await first.locator(':scope > span').first().textContent()) ?? '').trim();
    const linkCount = amount((await first.locator(':scope > span').last().textContent()) ?? '0');
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${special}\\?categories=`));
    await expect.poll(count).toBe(linkCount);
    expect(linkCount).toBeLessThan(every);
    const chosen = categories.locator('[aria-current="true"]');
    await expect(chosen).toHaveCount(1);
    await expect(chosen).toContainText(label);
    await noAxeViolations(page, `${site}${special} narrowed`);
    await chosen.click();
    await expect(page).toHaveURL(siteUrl(site, special));
    await expect.poll(count).toBe(every);
  });
}

for (const { site, location, symbol } of sites) {
  test(`${site}: /gifts opens the gift finder; For, Budget and Character narrow its deals, in ${symbol}`, async ({
    page,
  }) => {
    await page.goto(siteUrl(site, '/gifts'));
    await expect(page).toHaveURL(siteUrl(site, `/deal/${location}/gift-finder`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gift Finder');
    const finder = page.getByTestId('gift-finder');
    for (const legend of ['Budget', 'For', 'Character'])
      await expect(finder.getByRole('group', { name: legend })).toBeVisible();
    const everyone = amount((await page.getByTestId('deal-count').textContent()) ?? '0');
    await hydrated(page);

    await finder.getByRole('group', { name: 'For' }).getByLabel('Mum', { exact: true }).check();
    await finder.getByRole('group', { name: 'Budget' }).getByLabel(`${symbol}20 to ${symbol}50`).check();
    await finder.getByRole('button', { name: 'Find gifts' }).click();
    await expect(page).toHaveURL(siteUrl(site, `/deal/${location}/gift-finder/gifts-for-mum?budget=20`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gifts for Mum');
    const forMum = amount((await page.getByTestId('deal-count').textContent()) ?? '0');
    expect(forMum).toBeGreaterThan(0);
    expect(forMum).toBeLessThan(everyone);
    const prices = await pricesIn(page.locator('main'));
    expect(prices.length).toBeGreaterThan(0);
    // A band holds prices from its start up to, not including, its end.
    for (const price of prices) expect(price >= 20 && price < 50, `${price}`).toBe(true);
    await expect(finder.getByRole('group', { name: 'For' }).getByLabel('Mum', { exact: true })).toBeChecked();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    await finder.getByRole('group', { name: 'Character' }).getByLabel('Pampered').check();
    await finder.getByRole('button', { name: 'Find gifts' }).click();
    await expect(page).toHaveURL(
      siteUrl(site, `/deal/${location}/gift-finder/gifts-for-mum?budget=20&character=pampered`),
    );
    const pampered = amount((await page.getByTestId('deal-count').textContent()) ?? '0');
    expect(pampered).toBeGreaterThan(0);
    expect(pampered).toBeLessThanOrEqual(forMum);
    await noAxeViolations(page, `${site} gift finder`);
  });
}

test('the gift finder works without JavaScript: the answers reach the address and narrow the deals', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(siteUrl('kerchingie', '/gifts'));
    await expect(page).toHaveURL(siteUrl('kerchingie', '/deal/dublin/gift-finder'));
    const finder = page.getByTestId('gift-finder');
    await finder.getByRole('group', { name: 'For' }).getByLabel('Dad', { exact: true }).check();
    await finder.getByRole('group', { name: 'Character' }).getByLabel('Indulgent').check();
    await finder.getByRole('button', { name: 'Find gifts' }).click();
    await expect(page).toHaveURL(siteUrl('kerchingie', '/deal/dublin/gift-finder/gifts-for-dad?character=indulgent'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gifts for Dad');
    expect(amount((await page.getByTestId('deal-count').textContent()) ?? '0')).toBeGreaterThan(0);
    await expect(finder.getByRole('group', { name: 'Character' }).getByLabel('Indulgent')).toBeChecked();
  } finally {
    await context.close();
  }
});

test('the deal preview page lists deals that open later, is not indexed, and names the /deals page as canonical', async ({
  page,
  request,
}) => {
  const api = '/v1/product-listing-page-deal/all-locations?pageSize=100&sort=recentlyAdded';
  const ids = async (path: string) =>
    (
      (await (await fromNode(request, 'kerching', path)).json()) as { data: { deals: { id: number }[] } }
    ).data.deals.map((d) => d.id);
  const onSale = new Set(await ids(api));
  const upcoming = (await ids(`${api}&preview=true`)).filter((id) => !onSale.has(id));
  expect(upcoming.length).toBeGreaterThan(0);

  const response = await page.goto(siteUrl('kerching', '/deal-preview/london'));
  expect(response?.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/deals\/london$/);
  const firstDeal = page.locator('main a[href*="/deal/"]').first();
  await expect(firstDeal).toHaveAttribute('href', /preview=true/);
});

test('a deals feed with a redirect answers a permanent 301, an unknown one the 404 page', async ({ request }) => {
  const moved = await fromNode(request, 'kerching', '/gshop/black-friday', 0);
  expect(moved.status()).toBe(301);
  expect(moved.headers()['location']).toBe('/guides/black-friday-deals');
  const unknown = await fromNode(request, 'kerching', '/gshop/no-such-feed', 0);
  expect(unknown.status()).toBe(404);
  const api = await fromNode(request, 'kerching', '/v1/deals-feed/no-such-feed');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ error: { code: 'DEALS_FEED.NOT_FOUND' } });
});

test('a deals feed whose deals all fit its first page offers no more, and a page past its end leads back', async ({
  page,
  request,
}) => {
  // The demo's spa-days-under-50: a main deal and one full page of 12.
  await page.goto(siteUrl('kerching', '/gshop/spa-days-under-50'));
  await expect(page.getByText(/^13 deals$/)).toBeVisible();
  await expect(page.getByTestId('deal-card')).toHaveCount(13);
  await expect(page.getByRole('link', { name: 'Load more deals' })).toHaveCount(0);
  const past = await fromNode(request, 'kerching', '/gshop/spa-days-under-50?page=1', 0);
  expect(past.status()).toBe(302);
  expect(past.headers()['location']).toBe('/gshop/spa-days-under-50');
});

test('a special no deal is tagged with is the 404 page; one with deals is a page', async ({ request }) => {
  expect((await fromNode(request, 'kerching', '/deals/london/special/nothing', 0)).status()).toBe(404);
  expect((await fromNode(request, 'kerching', '/deals/london/special/new-products', 0)).status()).toBe(200);
});

test('the recently viewed page lists the deals of the recent-deals cookie, newest first', async ({ page, request }) => {
  const listing = await fromNode(request, 'kerching', '/v1/product-listing-page-deal/london?pageSize=3');
  const open = ((await listing.json()) as { data: { deals: { id: number; title: string }[] } }).data.deals;
  // The demo's closed deal and closed lastChance deal on kerching (packages/demo/src/cases.ts).
  const closed = [100_010, 100_030];
  const ended = await Promise.all(
    closed.map(async (id) => {
      const response = await fromNode(request, 'kerching', `/v1/product-detail-page-deal/${id}`);
      return { id, title: ((await response.json()) as { data: { title: string } }).data.title };
    }),
  );
  const deals = [...ended, ...open];
  await page
    .context()
    .addCookies([{ name: 'kc_recent_deals', value: deals.map((d) => d.id).join(','), url: siteUrl('kerching') }]);
  await page.goto(siteUrl('kerching', '/recently-viewed'));
  const cards = page.getByTestId('deal-card');
  expect(await cards.getByRole('heading').allTextContents()).toEqual(deals.map((d) => d.title));
  // The closed deal says it has ended; the lastChance one stays on sale from this list (spec 1 §4).
  await expect(cards.nth(0).getByText('This deal has ended')).toBeVisible();
  await expect(page.getByText('This deal has ended')).toHaveCount(1);
});

test('on a phone the map pans instead of shrinking: pins a finger can hit, opened where most of them are', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(siteUrl('kerching', '/map-view?location=london'));
  const pan = page.getByTestId('map-pan');
  await expect(pan).toBeVisible();
  await expect(page.getByText('Drag the map sideways to see every pin.')).toBeVisible();
  const pins = page.getByTestId('map-pin');
  expect(await pins.count()).toBeGreaterThan(5);
  for (const box of await pins.evaluateAll((all) => all.map((pin) => pin.getBoundingClientRect())))
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  const { scrollWidth, clientWidth } = await pan.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  // Once the page is interactive it pans to the median pin across the map: that pin in the view's middle.
  const offCentre = async () => {
    const middle = await pan.evaluate((el) => el.getBoundingClientRect().left + el.clientWidth / 2);
    const xs = await pins.evaluateAll((all) =>
      all.map((pin) => pin.getBoundingClientRect()).map((b) => b.left + b.width / 2),
    );
    const median = [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? NaN;
    return Math.abs(median - middle);
  };
  await expect.poll(offCentre).toBeLessThanOrEqual(2);
  // A pin out of view comes into view when it takes the keyboard's focus.
  const xs = await pins.evaluateAll((all) => all.map((pin) => pin.getBoundingClientRect().left));
  const westernmost = pins.nth(xs.indexOf(Math.min(...xs)));
  await expect(westernmost).not.toBeInViewport();
  await westernmost.focus();
  await expect(westernmost).toBeInViewport();
  await noAxeViolations(page, 'kerching/map-view on a phone');
});

for (const { site, location, symbol } of sites) {
  test(`${site}: the home page's map link shows the town's deals as numbered pins that open the deals, in ${symbol}`, async ({
    page,
    request,
  }) => {
    await page.goto(siteUrl(site));
    await page.getByRole('link', { name: 'See them on a map' }).click();
    await expect(page).toHaveURL(siteUrl(site, `/map-view?location=${location}`));
    const town = location === 'london' ? 'London' : 'Dublin';
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Map of Deals in ${town}`);
    const map = page.getByRole('group', { name: new RegExp(`^Map of deals in ${town}`) });
    const pins = map.getByRole('link');
    const items = page.getByRole('list', { name: 'Deals on the map' }).getByTestId('map-item');
    const count = await items.count();
    expect(count).toBeGreaterThan(5);
    // Each deal has its numbered pin; a chain's branches in town are pins with its number too, and
    // its list entry names them under "Also at".
    const numbers = (await pins.locator('text').allTextContents()).map(Number);
    expect(new Set(numbers)).toEqual(new Set(Array.from({ length: count }, (_, i) => i + 1)));
    expect(numbers.length).toBeGreaterThan(count);
    await expect(page.getByText(/^Also at /).first()).toBeVisible();
    await expect(page.getByText('Drag the map sideways to see every pin.')).toBeHidden();
    for (const text of await page.locator('main').getByTestId('deal-price').allTextContents())
      expect(text === 'FREE' || text.startsWith(symbol)).toBe(true);

    // Pin 1 is the listing's top deal.
    const listing = await fromNode(request, site, `/v1/product-listing-page-deal/${location}`);
    const top = ((await listing.json()) as { data: { mainDeal: { urlPath: string; title: string } } }).data.mainDeal;
    const first = map.getByRole('link', { name: new RegExp(`^1\\. `) });
    await expect(first).toHaveAttribute('href', top.urlPath);
    await first.click();
    await expect(page).toHaveURL(siteUrl(site, top.urlPath));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(top.title);

    // Without a town named, the map follows the location cookie (here none: the site's default town).
    const byCookie = await fromNode(request, site, '/map-view');
    expect(byCookie.status()).toBe(200);
    expect(await byCookie.text()).toContain(`Map of Deals in ${town}`);
    expect((await fromNode(request, site, '/map-view?location=atlantis')).status()).toBe(404);
  });
}

test('prices the wrong way round are the range between them, and the sort and facets stay', async ({ request }) => {
  const listing = '/deals/london/restaurants-and-food';
  const moved = await fromNode(
    request,
    'kerching',
    `${listing}?orderBy=price&order=asc&f_feature=vip-price&minPrice=50&maxPrice=30`,
    0,
  );
  expect(moved.status()).toBe(302);
  const to = new URL(moved.headers()['location'] ?? '', 'http://x');
  expect(to.pathname).toBe(listing);
  expect(to.searchParams.get('orderBy')).toBe('price');
  expect(to.searchParams.get('order')).toBe('asc');
  expect(to.searchParams.get('f_feature')).toBe('vip-price');
  // 30 to 50: the top, at or past the slider's end, is left out as the end is.
  expect(to.searchParams.get('minPrice')).toBe('30');
  expect(Number(to.searchParams.get('maxPrice') ?? Infinity)).toBeGreaterThanOrEqual(50);
  // The search page puts its boxes the right way round too, keeping the text.
  const search = await fromNode(request, 'kerching', '/search?q=spa&minPrice=50&maxPrice=10', 0);
  expect(search.status()).toBe(302);
  expect(search.headers()['location']).toBe('/search?minPrice=10&maxPrice=50&q=spa');
});

test('on a phone, "Apply filters" under the deals takes the shopper back up to the filtered deals', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(siteUrl('kerching', '/deals/london/restaurants-and-food'));
  await hydrated(page);
  const min = page.getByLabel('Minimum price');
  await min.scrollIntoViewIfNeeded();
  const start = Number(await min.getAttribute('min'));
  const end = Number(await page.getByLabel('Maximum price').getAttribute('max'));
  await min.fill(String(start + Math.round(((end - start) * 0.2) / 5) * 5));
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/minPrice=\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  await context.close();
});

test('a page number or price the listing refuses is dropped, and the sort stays', async ({ request }) => {
  for (const [asked, kept] of [
    ['orderBy=price&order=asc&page=99999', 'orderBy=price&order=asc'],
    ['orderBy=price&order=asc&minPrice=99999999&f_feature=deposit', 'orderBy=price&order=asc&f_feature=deposit'],
  ] as const) {
    const moved = await fromNode(request, 'kerching', `/deals/london?${asked}`, 0);
    expect(moved.status()).toBe(302);
    expect(moved.headers()['location']).toBe(`/deals/london?${kept}`);
  }
});
