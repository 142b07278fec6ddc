import { spawnSync } from 'node:child_process';
import { Agent, get as httpGet } from 'node:http';
import type { Socket } from 'node:net';
import { expect, test } from './fixtures';
import { E2E_PORT, noAxeViolations, siteUrl } from './support';

const serverEntry = `packages/server/${process.env['KERCHING_SERVER_DIST'] ?? 'dist'}/main.js`;

test('a bad DATABASE_URL stops the server with one line naming the variable and exit code 1', () => {
  const result = spawnSync(process.execPath, [serverEntry, 'serve'], {
    env: { ...process.env, DATABASE_URL: 'not-a-url' },
    encoding: 'utf8',
    timeout: 20_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr.trim()).toBe('DATABASE_URL is not a postgres:// URL');
  expect(result.stdout.trim()).toBe('');
});

test('the server renders each site without JavaScript: euro prices on kerchingie, pounds on kerching', async ({
  request,
}) => {
  const base = `http://127.0.0.1:${E2E_PORT}/`;
  const irish = await request.get(base, { headers: { host: `kerchingie.localhost:${E2E_PORT}` } });
  expect(irish.status()).toBe(200);
  const irishHtml = await irish.text();
  expect(irishHtml).toMatch(/€\d/);
  expect(irishHtml).not.toMatch(/£\d/);
  const uk = await request.get(base, { headers: { host: `kerching.localhost:${E2E_PORT}` } });
  const ukHtml = await uk.text();
  expect(ukHtml).toMatch(/£\d/);
  expect(ukHtml).not.toMatch(/€\d/);
});

test('every inline script of a rendered or kept page carries the nonce of its own Content-Security-Policy (ADR 51)', async ({
  request,
}) => {
  const nonces = new Set<string>();
  // A deal page (rendered, then from the page cache) and a page that is never kept.
  for (const path of ['/', '/', '/login', '/login']) {
    const response = await request.get(`http://127.0.0.1:${E2E_PORT}${path}`);
    const policy = response.headers()['content-security-policy'] ?? '';
    const nonce = /script-src 'nonce-([^']+)' 'strict-dynamic'/.exec(policy)?.[1] ?? '';
    expect(nonce, path).not.toBe('');
    expect(policy).toContain("frame-ancestors 'none'");
    nonces.add(nonce);
    const scripts = [...(await response.text()).matchAll(/<script(?![^>]*type="application\/ld\+json")[^>]*>/g)];
    expect(scripts.length, path).toBeGreaterThanOrEqual(4);
    for (const [tag] of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
  }
  expect(nonces.size).toBe(4);
});

test('hashed assets are served with long-lived immutable cache headers', async ({ request }) => {
  const html = await (await request.get(`http://127.0.0.1:${E2E_PORT}/`)).text();
  const asset = /\/assets\/[^"']+\.js/.exec(html)?.[0];
  expect(asset).toBeDefined();
  const response = await request.get(`http://127.0.0.1:${E2E_PORT}${asset ?? ''}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('pages ask for the stylesheet before the scripts they preload, and for the ECT hint, on a fresh page and from the page cache', async ({
  request,
}) => {
  for (let i = 0; i < 2; i++) {
    const response = await request.get(`http://127.0.0.1:${E2E_PORT}/`);
    const stylesheet = /<link[^>]* rel="stylesheet" href="([^"]+\.css)"/.exec(await response.text())?.[1];
    expect(stylesheet).toBeDefined();
    expect(response.headers()['link']).toBe(`<${stylesheet ?? ''}>; rel=preload; as=style`);
    // The connection's speed comes with the page's own requests: a slow one gets lighter pictures.
    expect(response.headers()['accept-ch']).toBe('ECT');
  }
  const sitemap = await request.get(`http://127.0.0.1:${E2E_PORT}/sitemap.xml`);
  expect(sitemap.headers()['link']).toBeUndefined();
});

test('a browser on a slow connection gets the pictures at a lower quality, from the same addresses (ADR 35)', async ({
  page,
  request,
}) => {
  // Chromium's network emulation sets the connection type it reports (ECT) from these conditions.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 800,
    downloadThroughput: 60_000,
    uploadThroughput: 20_000,
  });
  const picture = page.waitForResponse((response) => response.url().includes('/images/'));
  await page.goto(siteUrl('kerching'), { waitUntil: 'commit' });
  const slow = await picture;
  const ect = (await slow.request().allHeaders())['ect'];
  expect(['slow-2g', '2g', '3g']).toContain(ect);
  // The address asks for 85; the answer is the one at 60 (3G) or 35 (2G), as its ETag shows.
  const address = new URL(slow.url());
  expect(address.searchParams.get('q')).toBe('85');
  address.searchParams.set('q', ect === '3g' ? '60' : '35');
  const lighter = await request.get(`http://127.0.0.1:${E2E_PORT}${address.pathname}${address.search}`, {
    headers: { accept: (await slow.request().allHeaders())['accept'] ?? '*/*' },
  });
  expect(await slow.headerValue('etag')).toBe(lighter.headers()['etag']);
  expect(await slow.headerValue('vary')).toBe('accept, save-data, ect');
});

test('the axe check every page uses finds a violation when a page has one', async ({ page }) => {
  // noAxeViolations runs axe in legacy mode (support.ts): it must still see what is wrong.
  await page.goto(siteUrl('kerching', '/'));
  await page.evaluate(`document.querySelector('main').insertAdjacentHTML('afterbegin',
    '<img src="/favicon.svg"><button type="button"></button>')`);
  const failure = await noAxeViolations(page, 'a page with a nameless image and button').then(
    () => 'no failure',
    (error: unknown) => String(error),
  );
  expect(failure).toContain('image-alt');
  expect(failure).toContain('button-name');
});

test("an idle keep-alive connection stays open past Node's default 5 s, so reusing it is not reset", async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<{ status: number; socket: Socket }>((resolve, reject) => {
      const request = httpGet({ host: '127.0.0.1', port: E2E_PORT, path: '/healthz', agent }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, socket: request.socket as Socket }));
      });
      request.on('error', reject);
    });
  try {
    const first = await get();
    expect(first.status).toBe(200);
    let closed = false;
    first.socket.once('close', () => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(closed).toBe(false);
    const second = await get();
    expect(second.status).toBe(200);
    expect(second.socket).toBe(first.socket);
  } finally {
    agent.destroy();
  }
});
