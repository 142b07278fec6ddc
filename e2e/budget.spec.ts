import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext } from './fixtures';
import { E2E_PORT, siteUrl } from './support';

/**
 * Issue 4: at most 125 KB of JavaScript (gzip) before a page is interactive, on any route. Read in
 * decimal kilobytes, the stricter of the two readings (128,000 bytes if a KB were 1,024).
 */
const FIRST_LOAD_BUDGET_BYTES = 125_000;

/** The module scripts a page's HTML loads: its script and preload tags and the entry's inline imports. */
const firstLoadScripts = (html: string): ReadonlySet<string> =>
  new Set([
    ...[...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? ''),
    ...[...html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)].map((m) => m[1] ?? ''),
  ]);

/** Node does not resolve *.localhost, so requests go to the loopback address with the site's Host. */
const get = (request: APIRequestContext, site: string, path: string) =>
  request.get(`http://127.0.0.1:${E2E_PORT}${path}`, { headers: { host: `${site}.localhost:${E2E_PORT}` } });

const firstLoadGzipBytes = async (request: APIRequestContext, site: string, path: string): Promise<number> => {
  const page = await get(request, site, path);
  expect(page.status(), path).toBe(path === '/no-such-page' ? 404 : 200);
  const sizes = await Promise.all(
    [...firstLoadScripts(await page.text())].map(
      async (script) => gzipSync(await (await get(request, site, script)).body(), { level: 9 }).length,
    ),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
};

for (const site of ['kerching', 'kerchingie']) {
  test(`${site}: first-load JavaScript stays within 125 KB gzip on every kind of page`, async ({ request }) => {
    const home = await (await get(request, site, '/')).text();
    const dealPath = /href="(\/deal\/[^"?]+)/.exec(home)?.[1];
    expect(dealPath).toBeDefined();
    const paths = [
      '/',
      '/deals/shop',
      '/travel',
      '/deals/vip',
      '/search?q=spa',
      '/recently-viewed',
      '/map-view',
      '/wishlist',
      '/discountcodes',
      '/recommended-for-you',
      '/near-me/hub',
      '/guides/hub',
      `/deal/${site === 'kerching' ? 'london' : 'dublin'}/gift-finder`,
      '/page/faqs',
      '/login',
      '/register',
      '/no-such-page',
      dealPath ?? '/',
    ];
    for (const path of paths) {
      expect(await firstLoadGzipBytes(request, site, path), path).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
    }
  });
}

/**
 * ADR 31: a page paints on its HTML, stylesheet and lead picture alone; its scripts start after the
 * largest paint, and it still hydrates, with no script error on the way. On Lighthouse's phone: on a
 * desktop grid a card whose picture comes with hydration can be a few pixels larger than the lead.
 */
for (const site of ['kerching', 'kerchingie']) {
  test(`${site}: the client scripts start after the largest paint and the page then hydrates`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const town = site === 'kerching' ? 'london' : 'dublin';
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(siteUrl(site, '/'));
    const dealPath = await page.locator('main a[href^="/deal/"]').first().getAttribute('href');
    for (const path of ['/', `/deals/${town}/restaurants-and-food`, dealPath ?? '/', '/search?q=spa']) {
      // Returns once React has claimed the page (fixtures.ts): it hydrates.
      await page.goto(siteUrl(site, path));
      const timing = await page.evaluate(
        () =>
          new Promise<{ largestPaint: number; scriptStarts: number[] }>((resolve) => {
            new PerformanceObserver((list) => {
              resolve({
                largestPaint: list.getEntries().at(-1)?.startTime ?? Number.NaN,
                scriptStarts: performance
                  .getEntriesByType('resource')
                  .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
                  .map((entry) => entry.startTime),
              });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      expect(timing.scriptStarts.length, path).toBeGreaterThan(0);
      expect(
        Math.min(...timing.scriptStarts),
        `${path}: first script start after the largest paint`,
      ).toBeGreaterThanOrEqual(timing.largestPaint);
    }
    expect(errors).toEqual([]);
  });
}
