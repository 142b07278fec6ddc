// Why Lighthouse's LCP is what it is: runs Lighthouse (mobile defaults, simulated throttling) once
// per page and prints the requests and long CPU tasks Lantern kept in its optimistic and pessimistic
// LCP graphs, with their simulated start and end. The LCP is the later end of the two graphs'
// averages; a request ending last is what to shrink or remove.
// Usage: npm run build && node bench/lcp-graph.mjs [--site kerching] [path ...]
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { launchForLighthouse, siteAndPaths } from './lighthouseBrowser.mjs';
import { fmt, machine, startServer } from './lib.mjs';

const { site, paths } = siteAndPaths(process.argv.slice(2));
const PORT = 3405;
const DEBUG_PORT = 9334;
/** CPU tasks shorter than this (simulated ms) are left out of the listing. */
const LONG_TASK_MS = 20;

const server = await startServer({ port: PORT });
const browser = await launchForLighthouse(DEBUG_PORT);
try {
  console.log(`Lantern LCP graphs on ${machine()}`);
  for (const path of paths) {
    const url = `http://${site}.localhost:${PORT}${path}`;
    await lighthouse(url, { port: DEBUG_PORT, output: 'json', logLevel: 'error' }); // warm the page cache
    const result = await lighthouse(url, { port: DEBUG_PORT, output: 'json', logLevel: 'error' });
    const metrics = result?.lhr.audits['metrics']?.details;
    const item = metrics?.type === 'debugdata' ? metrics.items?.[0] : undefined;
    console.log(
      `\n${site}${path}: LCP ${fmt(item?.largestContentfulPaint, 0)} ms simulated, ${fmt(item?.observedLargestContentfulPaint, 0)} ms observed`,
    );
    for (const [label, timings] of Lantern.Simulation.Simulator.allNodeTimings) {
      if (!/^(optimistic|pessimistic)LargestContentfulPaint$/.test(label)) continue;
      const rows = [...timings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
      console.log(`  ${label}: ends at ${fmt(Math.max(...rows.map(([, t]) => t.endTime)), 0)} ms`);
      for (const [node, t] of rows) {
        const span = `${fmt(t.startTime, 0)}–${fmt(t.endTime, 0)} ms`;
        if (node.type === 'network')
          console.log(`    ${span}\t${node.request.transferSize} B\t${node.request.url.replace(/^.*\/\/[^/]+/, '')}`);
        else if (t.endTime - t.startTime >= LONG_TASK_MS) console.log(`    ${span}\tCPU task`);
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
