// Shared helpers for the benchmark scripts: start the built server on a fresh database, time
// requests, summarise. Every figure in docs/PERFORMANCE.md comes from one of these scripts.
import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { Agent, request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export const machine = () =>
  `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;

/** Starts `node packages/server/dist/main.js serve` and resolves once /healthz answers. */
export const startServer = async ({ port, env = {}, dataDir } = {}) => {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'kerching-bench-'));
  const dist = process.env.KERCHING_SERVER_DIST ?? 'dist';
  const child = spawn(process.execPath, [join(root, 'packages/server', dist, 'main.js'), 'serve'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      CSRF_SECRET: BENCH_CSRF_SECRET,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      if (dataDir === undefined) rmSync(dir, { recursive: true, force: true });
    },
  };
};

/**
 * The benches' anti-forgery key (the server is started with it as CSRF_SECRET) and browser id: the
 * token must be the server's MAC of the session, else of the browser id (ADR 48), so the benches
 * make it as the server does.
 */
export const BENCH_CSRF_SECRET = 'bench-csrf-secret-0123456789abcdef-0123';
const BENCH_CSRF_ID = 'bench-csrf-browser-id-0123456789abcdef';

/** The Cookie and x-csrf-token headers of a bench browser holding `cookies` (session ones or none). */
export const benchCsrf = (cookies = '') => {
  const session = /(?:^|;\s*)kc_session_id=([^;]+)/.exec(cookies)?.[1];
  const token = createHmac('sha256', BENCH_CSRF_SECRET)
    .update(session === undefined ? `browser:${BENCH_CSRF_ID}` : `session:${session}`)
    .digest('base64url');
  return { cookie: `kc_csrf=${BENCH_CSRF_ID}${cookies === '' ? '' : `; ${cookies}`}`, 'x-csrf-token': token };
};

/**
 * Registers a shopper through /v1/register on the site of `host`, without loading a page (a render
 * would slow the server's later answers on Node 20, ADR 38). Resolves to the cookies the answer set,
 * as one Cookie header's text: the session and the customer token among them.
 */
export const registerShopper = async (base, host, email, password = 'bench-shopper-secret') => {
  const response = await fetch(`${base}/v1/register`, {
    method: 'POST',
    headers: {
      host,
      ...benchCsrf(),
      'content-type': 'application/json',
    },
    body: JSON.stringify({ requestRegistration: { email, password, confirmPassword: password } }),
  });
  await response.text();
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (response.status !== 200 || !cookies.some((cookie) => cookie.startsWith('kc_session_id='))) {
    throw new Error(`registering ${email} answered ${response.status} without a session`);
  }
  return cookies.join('; ');
};

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
export const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 === 1 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * One GET over a keep-alive `agent` with node:http, read to its end: the answer's status. About a
 * quarter of the CPU `fetch` spends on a request (session 32: 0.5–0.7 against 2.2–2.8 ms for a
 * search answer), so a load generator on the server's own cores takes less of them from what it
 * measures.
 */
const get = (agent, url, headers) =>
  new Promise((resolve, reject) => {
    const req = request(url, { agent, headers }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });

/**
 * Sends `total` requests from `concurrency` loops, each timing its own requests end to end.
 * `next(i)` gives the i-th request's path and headers. Returns throughput and latency percentiles.
 * `client` is 'http' (node:http, keep-alive) or 'fetch' (undici's, as before session 32).
 */
export const load = async (base, { total, concurrency, next, client = 'http' }) => {
  const latencies = [];
  let failures = 0;
  let issued = 0;
  const agent = client === 'fetch' ? undefined : new Agent({ keepAlive: true, maxSockets: concurrency });
  const send =
    agent === undefined
      ? async (url, headers) => {
          const response = await fetch(url, { headers });
          await response.arrayBuffer();
          return response.status;
        }
      : (url, headers) => get(agent, url, headers);
  const started = performance.now();
  const worker = async () => {
    while (issued < total) {
      const i = issued++;
      const { path, headers = {} } = next(i);
      const t0 = performance.now();
      try {
        if ((await send(`${base}${path}`, headers)) >= 500) failures++;
      } catch {
        failures++;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent?.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: total,
    failures,
    rps: total / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
};

export const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
