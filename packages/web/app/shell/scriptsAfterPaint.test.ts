import { runInThisContext } from 'node:vm';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFERRED_MODULE_TYPE,
  DEFERRED_PRELOAD_REL,
  START_AFTER_PAINT,
  deferClientScripts,
  deferClientScriptsStream,
  safeLength,
} from './scriptsAfterPaint.server';

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

/** Streams `html` through the rewrite in the given byte-sized pieces. */
const streamed = async (html: string, cuts: readonly number[]): Promise<string> => {
  const bytes = Buffer.from(html, 'utf8');
  const stream = deferClientScriptsStream();
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
  it('makes the module preloads and the module script inert and starts them from before </body>', () => {
    const html = deferClientScripts(PAGE);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(`<link rel="${DEFERRED_PRELOAD_REL}" href="/assets/entry.client-a.js"/>`);
    expect(html).toContain(`<script type="${DEFERRED_MODULE_TYPE}" async="">import * as route0`);
    expect(html).not.toContain('<script type="module"');
    expect(html.endsWith(`<script>${START_AFTER_PAINT}</script></body></html>`)).toBe(true);
  });

  it('leaves everything else as React wrote it', () => {
    const html = deferClientScripts(PAGE);
    for (const kept of [
      '<link rel="stylesheet" href="/assets/style-c.css"/>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script>window.__reactRouterContext = {};</script>',
      '<h1>Spa days – £49</h1>',
    ])
      expect(html).toContain(kept);
    expect(deferClientScripts('<p>No scripts here</p>')).toBe('<p>No scripts here</p>');
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

  it('gives the same page however the stream is cut, even inside a tag or a character', async () => {
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
});

describe('the script that starts them', () => {
  const page = (): void => {
    document.head.innerHTML = `<link rel="${DEFERRED_PRELOAD_REL}" href="/assets/entry.client-a.js" crossorigin="anonymous">`;
    document.body.innerHTML =
      `<img fetchpriority="high" src="/images/spa-1" alt="">` +
      `<script type="${DEFERRED_MODULE_TYPE}" async="">import("/assets/entry.client-a.js");</script>`;
  };
  const run = (): void => {
    runInThisContext(START_AFTER_PAINT);
  };
  const live = (): { preload: Element | null; module: Element | null } => ({
    preload: document.head.querySelector('link[rel="modulepreload"]'),
    module: document.body.querySelector('script[type="module"]'),
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts at once in a browser that reports no paints, keeping every attribute and the code', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    page();
    run();
    const { preload, module } = live();
    expect(preload?.getAttribute('href')).toBe('/assets/entry.client-a.js');
    expect(preload?.getAttribute('crossorigin')).toBe('anonymous');
    expect(module?.hasAttribute('async')).toBe(true);
    expect(module?.textContent).toBe('import("/assets/entry.client-a.js");');
    expect(document.querySelectorAll(`[rel="${DEFERRED_PRELOAD_REL}"], [type="${DEFERRED_MODULE_TYPE}"]`)).toHaveLength(0);
  });

  it('waits for the largest paint of the lead picture, then starts', () => {
    vi.useFakeTimers();
    let report: ((list: { getEntries: () => ReadonlyArray<{ element: Element | null }> }) => void) | undefined;
    class FakeObserver {
      static readonly supportedEntryTypes = ['largest-contentful-paint'];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe(): void {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    page();
    run();
    expect(live().module).toBeNull();
    report?.({ getEntries: () => [{ element: document.querySelector('h1') }] });
    vi.advanceTimersByTime(10);
    expect(live().module).toBeNull();
    report?.({ getEntries: () => [{ element: document.querySelector('img') }] });
    vi.advanceTimersByTime(1);
    expect(live().module).not.toBeNull();
    expect(live().preload).not.toBeNull();
  });

  it('never holds the scripts more than 3 s', () => {
    vi.useFakeTimers();
    class SilentObserver {
      static readonly supportedEntryTypes = ['largest-contentful-paint'];
      observe(): void {}
    }
    vi.stubGlobal('PerformanceObserver', SilentObserver);
    page();
    run();
    vi.advanceTimersByTime(2_999);
    expect(live().module).toBeNull();
    vi.advanceTimersByTime(1);
    expect(live().module).not.toBeNull();
  });
});
