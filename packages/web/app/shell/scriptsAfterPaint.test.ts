import { runInThisContext } from 'node:vm';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFERRED_MODULE_TYPE,
  DEFERRED_PRELOAD_REL,
  START_AFTER_PAINT,
  deferClientScriptsStream,
  safeLength,
} from './scriptsAfterPaint.server';
import { FALLBACK_PICTURES } from './fallbackPictures';

/** The shape React Router's <Scripts/> gives a page, cut down. */
const PAGE = [
  '<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-a.js"/><link rel="modulepreload" href="/assets/root-b.js"/>',
  '<link rel="stylesheet" href="/assets/style-c.css"/></head><body><main><h1>Spa days – £49</h1>',
  '<script type="application/ld+json">{"@type":"Product"}</script></main>',
  '<script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">import * as route0 from "/assets/root-b.js";\nimport("/assets/entry.client-a.js");</script>',
  '</body></html>',
].join('');

/** The model: the whole page's text, each tag the rewrite looks for replaced wherever it stands. */
const deferClientScripts = (html: string, nonce?: string): string => {
  const attribute = nonce === undefined ? '' : ` nonce="${nonce}"`;
  const page = html
    .split('<link rel="modulepreload"')
    .join(`<link rel="${DEFERRED_PRELOAD_REL}"`)
    .split('<script type="module"')
    .join(`<script type="${DEFERRED_MODULE_TYPE}"`);
  return (
    nonce === undefined
      ? page
      : page.split(`<script${attribute} type="module"`).join(`<script${attribute} type="${DEFERRED_MODULE_TYPE}"`)
  )
    .split('</body>')
    .join(`<script${attribute}>${START_AFTER_PAINT}</script></body>`)
    .split('</head>')
    .join(`<script${attribute}>${FALLBACK_PICTURES}</script></head>`);
};

/** Streams `html` through the rewrite in the given byte-sized pieces. */
const streamed = async (html: string, cuts: readonly number[], nonce?: string): Promise<string> => {
  const bytes = Buffer.from(html, 'utf8');
  const stream = deferClientScriptsStream(nonce);
  const out: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => stream.on('end', resolve));
  let from = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    stream.write(bytes.subarray(from, Math.max(from, cut)));
    from = Math.max(from, cut);
  }
  stream.end(bytes.subarray(from));
  await done;
  return Buffer.concat(out).toString('utf8');
};

describe('deferring the client scripts past the first paint', () => {
  it('makes the module preloads and the module script inert and starts them from before </body>', async () => {
    const html = await streamed(PAGE, []);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(`<link rel="${DEFERRED_PRELOAD_REL}" href="/assets/entry.client-a.js"/>`);
    expect(html).toContain(`<script type="${DEFERRED_MODULE_TYPE}" async="">import * as route0`);
    expect(html).not.toContain('<script type="module"');
    expect(html.endsWith(`<script>${START_AFTER_PAINT}</script></body></html>`)).toBe(true);
  });

  it('listens for broken pictures from the end of the head, before any picture can fail', async () => {
    const html = await streamed(PAGE, []);
    expect(html).toContain(`<script>${FALLBACK_PICTURES}</script></head><body>`);
  });

  it('gives the two scripts it adds the page’s CSP nonce', async () => {
    const html = await streamed(PAGE, [], 'rAnd0m+Nonce/w==');
    expect(html).toContain(`<script nonce="rAnd0m+Nonce/w==">${FALLBACK_PICTURES}</script></head><body>`);
    expect(html.endsWith(`<script nonce="rAnd0m+Nonce/w==">${START_AFTER_PAINT}</script></body></html>`)).toBe(true);
  });

  it('makes the module script inert when React Router has written its nonce before its type', async () => {
    const nonce = 'rAnd0m+Nonce/w==';
    const html = await streamed(
      PAGE.replace('<script type="module"', `<script nonce="${nonce}" type="module"`),
      [],
      nonce,
    );
    expect(html).toContain(`<script nonce="${nonce}" type="${DEFERRED_MODULE_TYPE}" async="">import * as route0`);
    expect(html).not.toContain('type="module"');
  });

  it('writes no nonce that is not a server-made one (nothing can leave the attribute)', async () => {
    const html = await streamed(PAGE, [], '"><script>alert(1)</script>');
    expect(html).toContain(`<script>${FALLBACK_PICTURES}</script></head>`);
    expect(html).not.toContain('alert(1)');
  });

  it('leaves everything else as React wrote it', async () => {
    const html = await streamed(PAGE, []);
    for (const kept of [
      '<link rel="stylesheet" href="/assets/style-c.css"/>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script>window.__reactRouterContext = {};</script>',
      '<h1>Spa days – £49</h1>',
    ])
      expect(html).toContain(kept);
    expect(await streamed('<p>No scripts here</p>', [])).toBe('<p>No scripts here</p>');
  });

  it('holds back only an unfinished tag it may have to rewrite', () => {
    const safe = (html: string): string => html.slice(0, safeLength(Buffer.from(html)));
    expect(safe('<p>a</p><link rel="module')).toBe('<p>a</p>');
    expect(safe('<p>a</p></bo')).toBe('<p>a</p>');
    expect(safe('<p>a</p><li')).toBe('<p>a</p>');
    expect(safe('<p>a</p><link rel="stylesheet"')).toBe('<p>a</p><link rel="stylesheet"');
    expect(safe('<p>a</p>')).toBe('<p>a</p>');
    expect(safe('if (a <')).toBe('if (a ');
  });

  it('gives the model’s page however the stream is cut, even inside a tag or a character', async () => {
    const piece = fc.constantFrom(
      '<link rel="modulepreload" href="/assets/x.js"/>',
      '<script type="module" async="">import("/assets/y.js");</script>',
      '</body></html>',
      '<link rel="stylesheet" href="/s.css"/>',
      '<p>Café – €12 · 🎁</p>',
      'if (a < b) c();',
      '<',
      '</',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(piece, fc.string()), { maxLength: 12 }),
        fc.array(fc.nat({ max: 600 }), { maxLength: 8 }),
        async (pieces, cuts) => {
          const html = pieces.join('');
          expect(await streamed(html, cuts)).toBe(deferClientScripts(html));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('with a nonce, gives the model’s page however the stream is cut', async () => {
    const nonce = 'N0nce_-/+==';
    const piece = fc.constantFrom(
      '<link rel="modulepreload" href="/assets/x.js" nonce="N0nce_-/+=="/>',
      '<script nonce="N0nce_-/+==" type="module" async="">import("/assets/y.js");</script>',
      '<script nonce="N0nce_-/+==">window.__reactRouterContext = {};</script>',
      '<script nonce="other" type="module">',
      '</head><body>',
      '</body></html>',
      '<',
      '<script nonce="',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(piece, fc.string()), { maxLength: 12 }),
        fc.array(fc.nat({ max: 600 }), { maxLength: 8 }),
        async (pieces, cuts) => {
          const html = pieces.join('');
          expect(await streamed(html, cuts, nonce)).toBe(deferClientScripts(html, nonce));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the script that starts them', () => {
  /** A page as the rewrite leaves it, its lead picture still loading unless `failed`. */
  const page = ({ failed = false } = {}): void => {
    document.head.innerHTML = `<link rel="${DEFERRED_PRELOAD_REL}" href="/assets/entry.client-a.js" crossorigin="anonymous">`;
    document.body.innerHTML =
      `<h1>Spa days</h1><img elementtiming="lead" fetchpriority="high" src="/images/spa-1" alt="">` +
      `<script type="${DEFERRED_MODULE_TYPE}" async="">import("/assets/entry.client-a.js");</script>`;
    const img = document.querySelector('img');
    if (img !== null) {
      Object.defineProperty(img, 'complete', { value: failed });
      Object.defineProperty(img, 'naturalWidth', { value: 0 });
    }
  };
  const run = (): void => {
    runInThisContext(START_AFTER_PAINT);
  };
  const live = (): { preload: Element | null; module: Element | null } => ({
    preload: document.head.querySelector('link[rel="modulepreload"]'),
    module: document.body.querySelector('script[type="module"]'),
  });
  type Report = (list: { getEntries: () => ReadonlyArray<{ element: Element | null }> }) => void;
  /** A browser that reports paints; `report` hands it the entries of the type observed. */
  const paintReports = (): { report: (element: Element | null) => void; observed: () => string | undefined } => {
    let callback: Report | undefined;
    let type: string | undefined;
    class FakeObserver {
      static readonly supportedEntryTypes = ['element', 'largest-contentful-paint'];
      constructor(cb: Report) {
        callback = cb;
      }
      observe(options: { type: string }): void {
        type = options.type;
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    return { report: (element) => callback?.({ getEntries: () => [{ element }] }), observed: () => type };
  };

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts at once in a browser that reports no paints, keeping every attribute and the code', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    page();
    run();
    // The module script at once; the preloads one task after another.
    expect(live().module).not.toBeNull();
    await vi.waitFor(() => expect(live().preload).not.toBeNull());
    const { preload, module } = live();
    expect(preload?.getAttribute('href')).toBe('/assets/entry.client-a.js');
    expect(preload?.getAttribute('crossorigin')).toBe('anonymous');
    expect(module?.hasAttribute('async')).toBe(true);
    expect(module?.textContent).toBe('import("/assets/entry.client-a.js");');
    expect(document.querySelectorAll(`[rel="${DEFERRED_PRELOAD_REL}"], [type="${DEFERRED_MODULE_TYPE}"]`)).toHaveLength(
      0,
    );
  });

  it('keeps the nonce of the inert script and preloads on their live copies (browsers hide it from attributes)', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    page();
    for (const inert of document.querySelectorAll(`[rel="${DEFERRED_PRELOAD_REL}"], [type="${DEFERRED_MODULE_TYPE}"]`))
      Object.defineProperty(inert, 'nonce', { value: 'page-nonce' });
    run();
    await vi.waitFor(() => expect(live().preload).not.toBeNull());
    const { preload, module } = live();
    expect((module as HTMLScriptElement | null)?.nonce).toBe('page-nonce');
    expect((preload as HTMLLinkElement | null)?.nonce).toBe('page-nonce');
  });

  it('waits for the lead picture’s paint, not another element’s, then starts', async () => {
    vi.useFakeTimers();
    const { report, observed } = paintReports();
    page();
    run();
    expect(observed()).toBe('element');
    report(document.querySelector('h1'));
    vi.advanceTimersByTime(10);
    expect(live().module).toBeNull();
    report(document.querySelector('img'));
    vi.advanceTimersByTime(1);
    expect(live().module).not.toBeNull();
    await vi.waitFor(() => expect(live().preload).not.toBeNull());
  });

  it('does not wait for a lead picture that failed to load', () => {
    vi.useFakeTimers();
    paintReports();
    page({ failed: true });
    run();
    vi.advanceTimersByTime(1);
    expect(live().module).not.toBeNull();
  });

  it('waits for the first largest paint on a page without a lead picture', () => {
    vi.useFakeTimers();
    const { report, observed } = paintReports();
    page();
    document.querySelector('img')?.remove();
    run();
    expect(observed()).toBe('largest-contentful-paint');
    vi.advanceTimersByTime(10);
    expect(live().module).toBeNull();
    report(document.querySelector('h1'));
    vi.advanceTimersByTime(1);
    expect(live().module).not.toBeNull();
  });

  it('never holds the scripts more than 3 s', () => {
    vi.useFakeTimers();
    paintReports();
    page();
    run();
    vi.advanceTimersByTime(2_999);
    expect(live().module).toBeNull();
    vi.advanceTimersByTime(1);
    expect(live().module).not.toBeNull();
  });
});
