import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Every Content-Security-Policy violation a page reports, for the fixture to fail a test on (ADR 51):
 * Chromium logs each one to the console ("Refused to execute inline script because it violates the
 * following Content Security Policy directive…") and fires `securitypolicyviolation` in the page.
 */
export const watchCspViolations = async (page: Page): Promise<() => readonly string[]> => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  await page.exposeFunction('__kerchingCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __kerchingCspViolation?: (text: string) => void }).__kerchingCspViolation;
      report?.(`${location.href}: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return () => violations;
};

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
