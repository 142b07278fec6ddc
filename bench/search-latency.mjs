// End-to-end latency of /v1/search and /v1/suggest (p50, p95, p99) over a catalogue already
// seeded at DATABASE_URL or DATA_DIR (see bench/seed-scale.mjs for the 100,000-deal seed).
// Usage: DATABASE_URL=postgres://... node bench/search-latency.mjs [--requests 2000] [--concurrency 4] [--cache off|data|on]
//        [--client http|fetch] (fetch: the load generator of sessions before 32, for comparison)
import { fmt, load, machine, startServer } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1];
};
const total = Number(option('requests', '2000'));
const concurrency = Number(option('concurrency', '4'));
const cache = option('cache', 'off');
const client = option('client', 'http');

const words = [
  'spa',
  'massage',
  'afternoon tea',
  'dinner for two',
  'hotel',
  'pizza',
  'yoga',
  'escape room',
  'headphones',
  'facial',
  'golf',
  'city break',
  'pottery',
  'gin tasting',
  'kayak',
  'manicure',
  'steak',
  'cinema',
  'massge',
  'brunch',
  'boxing',
  'paddleboard',
  'whisky',
  'lodge',
];
const prefixes = [
  'sp',
  'mas',
  'aft',
  'din',
  'hot',
  'piz',
  'yog',
  'esc',
  'hea',
  'fac',
  'gol',
  'cit',
  'pot',
  'gin',
  'kay',
];

const server = await startServer({
  port: 3405,
  env: {
    CACHE: cache,
    SEED_DEMO: 'false',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  },
  dataDir: process.env.DATA_DIR,
});
try {
  const headers = { host: 'kerching.localhost:3405' };
  const count = await (await fetch(`${server.base}/v1/search?q=spa`, { headers })).json();
  console.log(`catalogue answers: ${count?.data?.count ?? '?'} deals match "spa"`);
  await load(server.base, {
    total: 200,
    concurrency,
    next: (i) => ({ path: `/v1/search?q=${encodeURIComponent(words[i % words.length])}`, headers }),
  });
  // The first suggest of a site builds its suggestion index when the data caches are on (ADR 29).
  const started = performance.now();
  await (await fetch(`${server.base}/v1/suggest?q=spa`, { headers })).json();
  console.log(`first suggest: ${fmt(performance.now() - started)} ms`);
  await load(server.base, {
    total: 200,
    concurrency,
    next: (i) => ({ path: `/v1/suggest?q=${encodeURIComponent(prefixes[i % prefixes.length])}`, headers }),
  });
  const search = await load(server.base, {
    client,
    total,
    concurrency,
    next: (i) => ({ path: `/v1/search?q=${encodeURIComponent(words[i % words.length])}&page=${i % 3}`, headers }),
  });
  const suggest = await load(server.base, {
    client,
    total,
    concurrency,
    next: (i) => ({
      path: `/v1/suggest?q=${encodeURIComponent(prefixes[i % prefixes.length] + (i % 7 === 0 ? 'a' : ''))}`,
      headers,
    }),
  });
  console.log(`on ${machine()}, cache ${cache}, ${total} requests each, concurrency ${concurrency}, client ${client}`);
  for (const [name, r] of [
    ['search', search],
    ['suggest', suggest],
  ]) {
    console.log(
      `${name}\t${fmt(r.rps, 0)} req/s\tp50 ${fmt(r.p50)} ms\tp95 ${fmt(r.p95)} ms\tp99 ${fmt(r.p99)} ms\tfailures ${r.failures}`,
    );
  }
} finally {
  await server.stop();
}
