/**
 * Client scripts start after the page's largest paint (ADR 31).
 *
 * React Router's `<Scripts/>` writes `<link rel="modulepreload">` tags, which React hoists into the
 * head, and one inline `<script type="module">` that imports the route modules and the client
 * entry. The browser fetches all of them as soon as it parses the head, so on a slow phone link the
 * 110 KB of scripts share the bandwidth with the stylesheet and the hero picture, and the largest
 * paint waits for them. This rewrite makes both inert in the HTML (a `rel` and a `type` no browser
 * acts on) and puts a small classic script before `</body>` that turns them back on once the
 * browser has reported the paint of the page's lead picture, so the page paints on the HTML, the
 * stylesheet and its picture alone. React hydrates the same elements as before:
 * an inline script's `type` does not decide whether it hydrates.
 *
 * The same pass puts the fallback for broken pictures (`fallbackPictures.ts`) at the end of the
 * head; React 19 skips elements it did not render there when it hydrates.
 *
 * Both scripts it adds carry the page's CSP nonce (ADR 51). The live copies keep the inert
 * elements' nonce (the browser hides it from `getAttribute`, so it is copied as a property); the
 * policy's 'strict-dynamic' would let the nonced starter insert them anyway.
 */
import { Transform, type TransformCallback } from 'node:stream';
import { LEAD_PICTURE } from '../components/leadPicture';
import { FALLBACK_PICTURES } from './fallbackPictures';

/** The `rel` a module preload has until the page has painted. */
export const DEFERRED_PRELOAD_REL = 'after-paint-modulepreload';
/** The `type` the client's module script has until the page has painted. */
export const DEFERRED_MODULE_TYPE = 'after-paint/module';

/**
 * Runs once the HTML is parsed (the stylesheet has loaded by then: a classic script waits for it).
 * It starts the scripts once the browser has reported the paint of the page's lead pictures
 * (`elementtiming="lead"`, Element Timing; a picture that fails to load never paints, so it counts
 * as done), or, on a page without one, its first largest paint. A browser without these reports,
 * or a hidden tab (which paints nothing), starts them at once; nothing holds them more than 3 s.
 * Each inert element is replaced by a live copy with the same attributes, so React finds the
 * elements it rendered where it left them: the module script first (its imports start the
 * fetching), then the preloads, one per task, since inserting one can take Chrome a few
 * milliseconds and ten in one task made a long task that counted against Total Blocking Time.
 */
export const START_AFTER_PAINT = `(function(){var d=document,w=window,started=false;
function live(old,name,value){var el=d.createElement(old.tagName);for(var i=0;i<old.attributes.length;i++)el.setAttribute(old.attributes[i].name,old.attributes[i].value);if(old.nonce)el.nonce=old.nonce;el.setAttribute(name,value);el.textContent=old.textContent;old.replaceWith(el)}
function start(){if(started)return;started=true;
var jobs=[].map.call(d.querySelectorAll('script[type="${DEFERRED_MODULE_TYPE}"]'),function(s){return function(){live(s,'type','module')}})
.concat([].map.call(d.querySelectorAll('link[rel="${DEFERRED_PRELOAD_REL}"]'),function(l){return function(){live(l,'rel','modulepreload')}}));
var ch=w.MessageChannel&&new MessageChannel();
function next(){var job=jobs.shift();if(!job)return;job();if(ch)ch.port2.postMessage(0);else setTimeout(next,0)}
if(ch)ch.port1.onmessage=next;next()}
var leads=[].slice.call(d.querySelectorAll('img[elementtiming="${LEAD_PICTURE}"]')),waiting=leads.slice();
var type=leads.length?'element':'largest-contentful-paint';
if(d.visibilityState==='hidden'||(w.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[]).indexOf(type)<0)return start();
function painted(el){var i=waiting.indexOf(el);if(i>=0)waiting.splice(i,1);if(waiting.length===0)setTimeout(start,0)}
leads.forEach(function(img){if(img.complete&&img.naturalWidth===0)painted(img);else img.addEventListener('error',function(){painted(img)},{once:true})});
new PerformanceObserver(function(list){list.getEntries().forEach(function(e){painted(e.element)})}).observe({type:type,buffered:true});
setTimeout(start,3000)})();`;

/** ` nonce="…"` for a nonce made by the server (base64 or base64url); nothing without one. */
const nonceAttribute = (nonce: string | undefined): string =>
  nonce !== undefined && /^[A-Za-z0-9+/=_-]+$/.test(nonce) ? ` nonce="${nonce}"` : '';

const rewritesFor = (nonce: string | undefined): ReadonlyArray<readonly [string, string]> => [
  ['<link rel="modulepreload"', `<link rel="${DEFERRED_PRELOAD_REL}"`],
  ['<script type="module"', `<script type="${DEFERRED_MODULE_TYPE}"`],
  // React Router writes the nonce before the type.
  ...(nonceAttribute(nonce) === ''
    ? []
    : [
        [
          `<script${nonceAttribute(nonce)} type="module"`,
          `<script${nonceAttribute(nonce)} type="${DEFERRED_MODULE_TYPE}"`,
        ] as const,
      ]),
  ['</body>', `<script${nonceAttribute(nonce)}>${START_AFTER_PAINT}</script></body>`],
  ['</head>', `<script${nonceAttribute(nonce)}>${FALLBACK_PICTURES}</script></head>`],
];

type ByteRewrite = readonly [Buffer, Buffer];

const byteRewritesFor = (nonce: string | undefined): ReadonlyArray<ByteRewrite> =>
  rewritesFor(nonce).map(([from, to]) => [Buffer.from(from), Buffer.from(to)] as const);

/** What the rewrite looks for on a page without a nonce. */
const BYTE_REWRITES = byteRewritesFor(undefined);
const OPEN_TAG = '<'.charCodeAt(0);

/**
 * How many bytes of `html` can be rewritten now: all of them, unless they end in what may be the
 * start of a tag the rewrite looks for, which waits for the next chunk. (No byte of a multi-byte
 * UTF-8 character is `<`, so the bytes are searched as they come, never decoded.)
 */
export const safeLength = (html: Buffer, rewrites: ReadonlyArray<ByteRewrite> = BYTE_REWRITES): number => {
  const lastOpen = html.lastIndexOf(OPEN_TAG);
  if (lastOpen === -1) return html.length;
  const tail = html.subarray(lastOpen);
  return rewrites.some(([from]) => tail.length < from.length && from.subarray(0, tail.length).equals(tail))
    ? lastOpen
    : html.length;
};

/** `html` with every tag the rewrite looks for rewritten, as the pieces to send. */
const rewritten = (html: Buffer, rewrites: ReadonlyArray<ByteRewrite>): Buffer[] => {
  const pieces: Buffer[] = [];
  let from = 0;
  for (;;) {
    let at = -1;
    let match: ByteRewrite | undefined;
    for (const rewrite of rewrites) {
      const found = html.indexOf(rewrite[0], from);
      if (found !== -1 && (at === -1 || found < at)) [at, match] = [found, rewrite];
    }
    if (match === undefined) break;
    pieces.push(html.subarray(from, at), match[1]);
    from = at + match[0].length;
  }
  pieces.push(html.subarray(from));
  return pieces;
};

/**
 * The rewrite over a stream of HTML bytes, however React splits them into chunks; the scripts it
 * adds carry `nonce`.
 */
export const deferClientScriptsStream = (nonce?: string): Transform => {
  const rewrites = nonce === undefined ? BYTE_REWRITES : byteRewritesFor(nonce);
  let held: Buffer = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      const html = held.length === 0 ? chunk : Buffer.concat([held, chunk]);
      const cut = safeLength(html, rewrites);
      held = html.subarray(cut);
      for (const piece of rewritten(html.subarray(0, cut), rewrites)) if (piece.length > 0) this.push(piece);
      callback();
    },
    flush(callback: TransformCallback) {
      for (const piece of rewritten(held, rewrites)) if (piece.length > 0) this.push(piece);
      held = Buffer.alloc(0);
      callback();
    },
  });
};
