import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const E2E_PORT = Number(process.env['E2E_PORT'] ?? 3210);

/** A site's address: Chromium resolves every *.localhost name to this machine. */
export const siteUrl = (site: string, path = '/'): string => `http://${site}.localhost:${E2E_PORT}${path}`;

/** axe-core finds no violations on the page; `what` names the page in a failure. */
export const noAxeViolations = async (page: Page, what: string): Promise<void> => {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
};
