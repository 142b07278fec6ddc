/**
 * Playwright's `test` with one change: `page.goto` and `page.reload` return once React has hydrated
 * the page, not at the `load` event. The client scripts start after the largest paint (ADR 31), so
 * `load` can come before they have even been requested, and a test that taps a control only
 * scripts drive would race hydration. Pass `waitUntil` to see a page before it hydrates.
 * And a test fails when a page it opened reported a Content-Security-Policy violation (ADR 51).
 */
import { expect, test as base, type Page } from '@playwright/test';
import { watchCspViolations } from './support';

export * from '@playwright/test';

/** Resolves once React has claimed the server's HTML (pages React Router did not render pass). */
export const hydrated = async (page: Page): Promise<void> => {
  await page.waitForFunction(
    () => !('__reactRouterContext' in window) || Object.keys(document.body).some((key) => key.startsWith('__react')),
  );
};

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil === undefined) await hydrated(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil === undefined) await hydrated(page);
      return response;
    };
    const cspViolations = await watchCspViolations(page);
    await use(page);
    expect(cspViolations(), 'Content-Security-Policy violations').toEqual([]);
  },
});
