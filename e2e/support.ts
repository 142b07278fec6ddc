import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const E2E_PORT = Number(process.env['E2E_PORT'] ?? 3210);

/** A site's address: Chromium resolves every *.localhost name to this machine. */
export const siteUrl = (site: string, path = '/'): string => `http://${site}.localhost:${E2E_PORT}${path}`;

/**
 * axe-core finds no violations on the page, or within `include` (selectors) when given; `what` names
 * the page in a failure.
 *
 * Legacy mode runs axe in the page itself. The default opens a second, blank page to gather the
 * results of cross-origin frames, and our pages have no frames: that page only cost time, about a
 * third of every check's (session 34, the listing suite's axe checks on one site: 107 s against 75).
 */
export const noAxeViolations = async (page: Page, what?: string, include: readonly string[] = []): Promise<void> => {
  let builder = new AxeBuilder({ page }).setLegacyMode(true);
  for (const selector of include) builder = builder.include(selector);
  const results = await builder.analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
};
