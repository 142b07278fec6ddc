// Lighthouse (mobile defaults: emulated phone, simulated throttling) in Debian's Chromium against
// the production server; each page 5 times, the median of each score and metric.
// Usage: npm run build && node bench/lighthouse.mjs [--site kerching] [path ...]
import lighthouse from 'lighthouse';
import { launchForLighthouse, siteAndPaths } from './lighthouseBrowser.mjs';
import { fmt, machine, median, startServer } from './lib.mjs';

const { site, paths: pages } = siteAndPaths(process.argv.slice(2));
const RUNS = 5;
const PORT = 3404;
const DEBUG_PORT = 9333;

const server = await startServer({ port: PORT });
const browser = await launchForLighthouse(DEBUG_PORT);
try {
  console.log(`Lighthouse ${RUNS} runs per page, mobile defaults, on ${machine()}`);
  console.log('page\tperformance\taccessibility\tbest-practices\tseo\tLCP ms\tTBT ms\tCLS');
  for (const path of pages) {
    const url = `http://${site}.localhost:${PORT}${path}`;
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(url, { port: DEBUG_PORT, output: 'json', logLevel: 'error' });
      const lhr = result?.lhr;
      if (lhr === undefined) throw new Error(`no Lighthouse result for ${url}`);
      runs.push({
        performance: (lhr.categories.performance?.score ?? 0) * 100,
        accessibility: (lhr.categories.accessibility?.score ?? 0) * 100,
        bestPractices: (lhr.categories['best-practices']?.score ?? 0) * 100,
        seo: (lhr.categories.seo?.score ?? 0) * 100,
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        failing: Object.values(lhr.audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 1 &&
              ['accessibility', 'seo'].some((c) =>
                lhr.categories[c]?.auditRefs.some((r) => r.id === a.id && r.weight > 0),
              ),
          )
          .map((a) => a.id),
      });
    }
    const m = (key) => median(runs.map((r) => r[key]));
    console.log(
      `${site}${path}\t${fmt(m('performance'), 0)}\t${fmt(m('accessibility'), 0)}\t${fmt(m('bestPractices'), 0)}\t${fmt(m('seo'), 0)}\t${fmt(m('lcp'), 0)}\t${fmt(m('tbt'), 0)}\t${fmt(m('cls'), 3)}`,
    );
    const failing = [...new Set(runs.flatMap((r) => r.failing))];
    if (failing.length > 0) console.log(`  failing accessibility/SEO audits: ${failing.join(', ')}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
