// Tap targets and axe-core on a phone (issue 42): every link, button and form control a shopper can
// reach on each page, at 390 x 844, must be at least 44 x 44 px, or at least 24 x 24 px with no other
// target within 24 px of its centre (WCAG 2.2 2.5.8's spacing exception; links inside a sentence are
// exempt, as 2.5.8 allows); and no axe violations.
// The checkout is the basket a visitor sees after adding a deal.
// Usage: npm run build && node bench/tap-targets.mjs [--site kerching]
/* global document, getComputedStyle -- the targets are read inside the page (page.evaluate). */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import { machine, root, startServer } from './lib.mjs';

const args = process.argv.slice(2);
const site = args.includes('--site') ? args[args.indexOf('--site') + 1] : 'kerching';
const PORT = 3405;
const flags = JSON.parse(readFileSync(`${root}/chromium-flags.json`, 'utf8'));

/** Every visible target's box, and its name for the report. */
const targetsOf = (page) =>
  page.evaluate(() => {
    const selector = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button]';
    return [...document.querySelectorAll(selector)].flatMap((el) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (r.width === 0 || r.height === 0 || style.visibility === 'hidden') return [];
      // WCAG 2.5.8's inline exception: a link inside a sentence is sized by the line it sits in.
      const parentText = el.parentElement?.textContent?.trim() ?? '';
      if (el.tagName === 'A' && style.display === 'inline' && parentText.length > (el.textContent ?? '').trim().length)
        return [];
      // A check box or radio inside its label: the label is the target.
      const label = el.closest('label');
      const box = label !== null && (el.type === 'checkbox' || el.type === 'radio') ? label.getBoundingClientRect() : r;
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name') ?? el.tagName).trim();
      return [{ name: name.slice(0, 40), x: box.x, y: box.y, w: box.width, h: box.height }];
    });
  });

const centre = (t) => ({ x: t.x + t.w / 2, y: t.y + t.h / 2 });
const distance = (a, b) => Math.hypot(centre(a).x - centre(b).x, centre(a).y - centre(b).y);

/** Too small: under 44 x 44, and not a spaced 24 x 24 target either. */
const tooSmall = (targets) =>
  targets.filter((t) => {
    if (t.w >= 44 && t.h >= 44) return false;
    if (t.w < 24 || t.h < 24) return true;
    return targets.some((o) => o !== t && distance(o, t) < 24);
  });

const server = await startServer({ port: PORT });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: flags,
});
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const url = (path) => `http://${site}.localhost:${PORT}${path}`;
  await page.goto(url('/'));
  const dealPath = await page.locator('a[href^="/deal/"]').first().getAttribute('href');
  await page.goto(url(dealPath));
  await page.getByTestId('add-to-basket').click();
  const checkoutPath = await page.getByTestId('checkout-link').getAttribute('href');
  console.log(`tap targets and axe at 390 x 844 on ${machine()}`);
  console.log('page\ttargets\ttoo small\taxe violations\texamples');
  for (const path of ['/', '/deals/london', dealPath, '/search?q=spa', '/login', '/register', checkoutPath]) {
    await page.goto(url(path));
    await page.waitForLoadState('networkidle');
    const targets = await targetsOf(page);
    const small = tooSmall(targets);
    const axe = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
    const examples = small
      .slice(0, 3)
      .map((t) => `${t.name || '?'} ${Math.round(t.w)}x${Math.round(t.h)}`)
      .join('; ');
    console.log(`${path}\t${targets.length}\t${small.length}\t${axe.violations.length}\t${examples}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
