// Requests per second and latency of one call against the production server, with autocannon.
// Usage: node bench/http-throughput.mjs --path /v1/... [--site kerching] [--connections 32]
//        [--duration 10] [--runs 3] [--env KEY=VALUE ...] [--data-dir DIR] [--encoding gzip|identity]
//        [--render-first /deals/london] [--signed-in]
// Requests accept gzip, as browsers and CDNs do, unless --encoding identity.
// --render-first has the server render a page before the runs, as a server that serves pages has:
// on Node 20 React's renderer then turns on async hooks for the whole process (ADR 38).
// --signed-in registers a shopper first and sends its cookies with every request.
// Prints each run and the median of the runs (requests/s, p50, p97.5, p99 in ms).
import autocannon from 'autocannon';
import { benchCsrf, fmt, machine, median, registerShopper, startServer } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1];
};
const all = (name) => args.flatMap((a, i) => (a === `--${name}` ? [args[i + 1]] : []));

const path = option('path', '/v1/product-listing-page-deal/london');
const site = option('site', 'kerching');
const connections = Number(option('connections', '32'));
const duration = Number(option('duration', '10'));
const runs = Number(option('runs', '3'));
const encoding = option('encoding', 'gzip');
const env = Object.fromEntries(all('env').map((kv) => kv.split('=')));
const server = await startServer({ port: 3403, env, dataDir: option('data-dir', undefined) });

try {
  const url = `${server.base}${path}`;
  const headers = { host: `${site}.localhost:3403`, 'accept-encoding': encoding };
  if (args.includes('--signed-in')) {
    const shopper = await registerShopper(server.base, headers.host, `bench-${Date.now()}@example.co.uk`);
    headers.cookie = benchCsrf(shopper).cookie;
  }
  const renderFirst = option('render-first', undefined);
  if (renderFirst !== undefined) {
    const page = await fetch(`${server.base}${renderFirst}`, { headers });
    await page.text();
    if (!page.ok) throw new Error(`${renderFirst} answered ${page.status}`);
  }
  // Warm up: JIT, caches, connection pool.
  await autocannon({ url, headers, connections, duration: 3 });
  const results = [];
  for (let run = 1; run <= runs; run++) {
    const r = await autocannon({ url, headers, connections, duration });
    const failures = r.errors + r.timeouts + r.non2xx;
    results.push({ rps: r.requests.average, p50: r.latency.p50, p975: r.latency.p97_5, p99: r.latency.p99, failures });
    console.log(
      `run ${run}: ${fmt(r.requests.average, 0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, failures ${failures}`,
    );
  }
  const rendered =
    (renderFirst === undefined ? '' : `, after rendering ${renderFirst}`) +
    (headers.cookie === undefined ? '' : ', signed in');
  console.log(
    `\n${path} (${site}, ${encoding}, ${connections} connections, ${duration}s x ${runs}${rendered}) on ${machine()}`,
  );
  console.log(
    `median: ${fmt(median(results.map((r) => r.rps)), 0)} req/s, p50 ${fmt(median(results.map((r) => r.p50)))} ms, ` +
      `p97.5 ${fmt(median(results.map((r) => r.p975)))} ms, p99 ${fmt(median(results.map((r) => r.p99)))} ms, ` +
      `failures ${results.reduce((n, r) => n + r.failures, 0)}`,
  );
} finally {
  await server.stop();
}
