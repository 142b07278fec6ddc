/**
 * Kept catalogue answers (responseCache.ts) sent straight from Node's request and response, before
 * Hono sees the request (ADR 40).
 *
 * A kept answer needs none of the app: its key is the site, the path, the query and the
 * all-locations header, and its reply is bytes made once. Through Hono it still paid for a web
 * `Request`, the middleware chain, two compressors that let it pass and a web `Response` read back
 * into Node's: more than half of its time. Everything else, a miss included, goes on to Hono
 * (`rest`), whose cache middleware stores the answer for the next request.
 *
 * Only requests Hono would answer from the same entry are answered here: GET, a plain host and
 * request target (anything Hono's adapter checks goes to it), a kept call, and a reply that is the
 * kept gzip or a 304. A client that takes no gzip goes to Hono, whose compressors may still send it
 * Brotli or deflate.
 *
 * A kept answer carries the security headers Hono's middleware gives every /v1 answer (read from
 * that middleware once, securityHeaders.ts), HSTS included when the client came over TLS.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as O from 'fp-ts/Option';
import type { Logger } from 'pino';
import { siteForHost, type SiteKey, type SiteResolution } from '@kerching/domain/site';
import type { Cache } from '@kerching/ports';
import { type CachedAnswer, type KeptReply, keptReply, mayBeKept, responseCacheKey } from './responseCache';
import { requestIdFrom, requestLine } from './requestLog';
import type { AnswerHeaderSets } from './securityHeaders';
import { connectionFacts, NO_TRUSTED_PROXIES, type TrustedProxies } from './trustedProxies';

export type NodeListener = (incoming: IncomingMessage, outgoing: ServerResponse) => unknown;

export interface KeptAnswersDeps {
  readonly cache: Cache<CachedAnswer>;
  readonly sites: SiteResolution;
  readonly log: Logger;
  /** The /v1 security headers (apiSecurityHeaders()). */
  readonly securityHeaders: AnswerHeaderSets;
  /** The proxies whose X-Forwarded-Proto is believed (TRUST_PROXY); none by default. */
  readonly trustProxy?: TrustedProxies;
}

/** Host names and ports only; anything else is Hono's adapter's to check or refuse. */
const PLAIN_HOST = /^[a-z0-9._-]+(?::\d{1,5})?$/;

interface Kept {
  readonly site: SiteKey;
  readonly path: string;
  readonly reply: KeptReply;
}

/** A header's value as the web's `Headers.get` gives it: repeated values joined with ", ". */
const headerOf = (incoming: IncomingMessage, name: string): string | undefined => {
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

const keptAnswerFor = (incoming: IncomingMessage, deps: KeptAnswersDeps): Kept | undefined => {
  const target = incoming.url ?? '';
  const host = incoming.headers.host ?? '';
  if (incoming.method !== 'GET' || !target.startsWith('/v1/') || target.includes('\\') || !PLAIN_HOST.test(host)) {
    return undefined;
  }
  const url = new URL(`http://localhost${target}`);
  if (!mayBeKept(url.pathname)) return undefined;
  const site = siteForHost(host, deps.sites).key;
  const hit = deps.cache.get(responseCacheKey(site, url, headerOf(incoming, 'all-locations')));
  if (O.isNone(hit)) return undefined;
  const reply = keptReply(hit.value, incoming.headers['if-none-match'], incoming.headers['accept-encoding']);
  if (reply.status === 200 && reply.headers['content-encoding'] === undefined) return undefined;
  return { site, path: url.pathname, reply };
};

/** `rest` with kept answers served before it. */
export const keptAnswersFirst =
  (deps: KeptAnswersDeps, rest: NodeListener): NodeListener =>
  (incoming, outgoing) => {
    const started = performance.now();
    const kept = keptAnswerFor(incoming, deps);
    if (kept === undefined) return rest(incoming, outgoing);
    const requestId = requestIdFrom(headerOf(incoming, 'x-request-id'));
    const { status, headers, body } = kept.reply;
    const socket = incoming.socket as { remoteAddress?: string; encrypted?: boolean } | undefined;
    const { overTls } = connectionFacts(deps.trustProxy ?? NO_TRUSTED_PROXIES, {
      peerAddress: socket?.remoteAddress,
      encrypted: socket?.encrypted === true,
      forwardedFor: headerOf(incoming, 'x-forwarded-for'),
      forwardedProto: headerOf(incoming, 'x-forwarded-proto'),
    });
    const security = overTls ? deps.securityHeaders.overTls : deps.securityHeaders.plain;
    for (const name in security) headers[name] = security[name] ?? '';
    headers['x-request-id'] = requestId;
    if (body !== null) headers['content-length'] = String(Buffer.byteLength(body));
    outgoing.writeHead(status, headers);
    outgoing.end(body);
    // The app's line, with the fields its child logger would add (a child per request would cost a
    // tenth of this path, and building the line another few percent when nothing is logged).
    if (deps.log.isLevelEnabled('info')) {
      const line = requestLine({ method: 'GET', path: kept.path, status, started });
      deps.log.info({ requestId, site: kept.site, ...line }, 'request');
    }
    return undefined;
  };
