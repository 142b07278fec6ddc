// Flash sale (issue 6): a thousand signed-in shoppers race for a hundred units of one product over
// HTTP, on the embedded database. Prints checkouts/s and latency percentiles of the racing phase,
// and checks that exactly the stock was sold, with clean sold-out answers and no 5xx.
//
// Usage: npm run build && node bench/flash-sale.mjs [--shoppers 1000] [--units 100] [--concurrency 100]
//
// Setup (not timed): the demo catalogue is exported, one product gets `units` in stock and no
// other caps, and is imported into a fresh PGlite; the shoppers register (scrypt hashing, about a
// minute for 1,000 on 2 cores), each fills a basket and gets a card token from the hosted fields.
// Timed: every shopper posts its order at once, `concurrency` requests in flight.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchCsrf, fmt, machine, percentile, registerShopper, root, startServer } from './lib.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};
const SHOPPERS = arg('shoppers', 1000);
const UNITS = arg('units', 100);
const CONCURRENCY = arg('concurrency', 100);
const PORT = 3402;
const HOST = 'kerching.localhost';
const dist = process.env.KERCHING_SERVER_DIST ?? 'dist';
const main = join(root, 'packages/server', dist, 'main.js');

const work = mkdtempSync(join(tmpdir(), 'kerching-flash-'));
const dataDir = join(work, 'db');
const file = join(work, 'catalogue.json');
const cli = (...args) => {
  const run = spawnSync(process.execPath, [main, ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`${args[0]} failed: ${run.stderr}`);
};

// 1. The demo catalogue with one flash-sale product: `UNITS` in stock, no per-person or daily caps.
const now = new Date();
cli('catalog:export-demo', file, '--now', now.toISOString());
const catalogue = JSON.parse(readFileSync(file, 'utf8'));
const open = (d) => new Date(d.opensAt) <= now && now < new Date(d.closingAt);
const deal = catalogue.deals.find(
  (d) =>
    d.siteKey === 'kerching' &&
    open(d) &&
    !d.soldOut &&
    !d.pricePerPerson &&
    !d.vipOnly &&
    !d.isTravel &&
    !d.lastChance &&
    d.dealType === 'default' &&
    d.priceMinor > 0,
);
const product = catalogue.products.find((p) => p.dealId === deal.id);
Object.assign(product, {
  totalRemaining: UNITS,
  maxPerUser: null,
  dailyCap: null,
  weeklyCap: null,
  remainingForDay: null,
  remainingForWeek: null,
  vipExclusive: false,
});
writeFileSync(file, JSON.stringify(catalogue));
cli('catalog:import', file);

// Every shopper registers from this one machine: the registrations-per-address limit is scaled (ADR 49).
const server = await startServer({ port: PORT, dataDir, env: { SEED_DEMO: 'false', REQUEST_LIMITS_SCALE: '1000' } });
const call = async (method, path, { body, cookies = '', headers = {} } = {}) => {
  const response = await fetch(`${server.base}${path}`, {
    method,
    headers: {
      host: `${HOST}:${PORT}`,
      ...benchCsrf(cookies),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : JSON.parse(text), headers: response.headers };
};

/** Runs `task(i)` for i in [0, n) with at most `limit` in flight. */
const pool = async (n, limit, task) => {
  const results = new Array(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, n) }, async () => {
      while (next < n) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
};

try {
  // 2. Shoppers: registered (signed in), each with a basket holding one unit and a card token.
  const started = performance.now();
  const shoppers = await pool(SHOPPERS, 8, async (i) => {
    const email = `flash-${i}-${Date.now()}@example.co.uk`;
    return { cookies: await registerShopper(server.base, `${HOST}:${PORT}`, email, 'flash-sale-secret') };
  });
  await pool(SHOPPERS, 16, async (i) => {
    const shopper = shoppers[i];
    const basket = await call('POST', '/v1/basket', {
      cookies: shopper.cookies,
      body: { products: [{ productId: product.id, quantity: 1 }] },
    });
    if (basket.status !== 201) throw new Error(`basket ${basket.status} ${JSON.stringify(basket.body)}`);
    const card = await call('POST', '/v1/payments/card-token', {
      body: { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123' },
    });
    shopper.basketToken = basket.body.data.id;
    shopper.paymentToken = card.body.data.paymentToken;
  });
  console.log(`setup: ${SHOPPERS} shoppers with baskets in ${fmt((performance.now() - started) / 1000)} s`);

  // 3. The race: every shopper orders at once.
  const raceStart = performance.now();
  const answers = await pool(SHOPPERS, CONCURRENCY, async (i) => {
    const shopper = shoppers[i];
    const t0 = performance.now();
    const answer = await call('POST', '/v1/checkout', {
      cookies: shopper.cookies,
      headers: { 'idempotency-key': `flash_${i}_${shopper.basketToken.slice(0, 16).replace(/-/g, '_')}` },
      body: {
        basketToken: shopper.basketToken,
        paymentToken: shopper.paymentToken,
        cashAmount: product.priceMinor,
        walletUsed: 0,
      },
    });
    return { status: answer.status, code: answer.body?.error?.code ?? 'ORDERED', ms: performance.now() - t0 };
  });
  const seconds = (performance.now() - raceStart) / 1000;
  const latencies = answers.map((a) => a.ms).sort((a, b) => a - b);
  const byCode = answers.reduce((acc, a) => ({ ...acc, [a.code]: (acc[a.code] ?? 0) + 1 }), {});
  const sold = answers.filter((a) => a.status === 201).length;
  const serverErrors = answers.filter((a) => a.status >= 500).length;

  console.log(`flash sale on ${machine()}: ${SHOPPERS} shoppers, ${UNITS} units, ${CONCURRENCY} in flight`);
  console.log(
    `checkouts: ${fmt(SHOPPERS / seconds)}/s over ${fmt(seconds)} s; p50 ${fmt(percentile(latencies, 50))} ms, ` +
      `p95 ${fmt(percentile(latencies, 95))} ms, p99 ${fmt(percentile(latencies, 99))} ms`,
  );
  console.log(`answers: ${JSON.stringify(byCode)}`);
  const ok = sold === UNITS && serverErrors === 0;
  console.log(ok ? `sold exactly ${UNITS}, no 5xx` : `FAILED: sold ${sold} of ${UNITS}, ${serverErrors} 5xx`);
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
