import { relative } from 'node:path';
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Logger } from 'pino';
import { siteForHost, type SiteResolution } from '@kerching/domain/site';
import type { GoogleSignInOffer, KerchingLoadContext, ServerServices } from '@kerching/application/services';
import type { LocalIdentityProvider } from '@kerching/adapters-node';
import type { AppEnv } from './appEnv';
import { errorResponse } from './errors';
import { setAnswerHeader } from './responseHeaders';
import { compressWholeAnswers } from './compression';
import { listingRoutes } from './v1/listing';
import { searchRoutes } from './v1/search';
import { shellNavigationRoutes } from './v1/shellNavigation';
import { shellLocationRoutes } from './v1/shellLocations';
import { shellContentRoutes } from './v1/shellContent';
import { availabilityRoutes } from './v1/availability';
import { dealPageRoutes } from './v1/dealPage';
import { accountRoutes } from './v1/accounts';
import { basketRoutes } from './v1/basket';
import { checkoutRoutes } from './v1/checkout';
import { wishlistRoutes } from './v1/wishlist';
import { referralRoutes } from './v1/referrals';
import { walletRoutes } from './v1/wallet';
import { creditClaimLinks } from './creditClaimLinks';
import { paymentRoutes } from './v1/payments';
import { addressRoutes } from './v1/address';
import { GOOGLE_STAND_IN_PATH, googleStandInRoutes } from './googleStandIn';
import { imageRoutes } from './images';
import { devMailboxRoutes, isLocalRequest } from './devMailbox';
import { tokenMigrationRoutes } from './tokenMigration';
import { securityTxtRoutes } from './securityTxt';
import { csrfProtection } from './csrf';
import { requestLimits } from './requestLimits';
import { connectionFactsOf, requestFacts, resolveViewer } from './viewer';
import { privateAnswers, securityHeaders } from './securityHeaders';
import { NO_TRUSTED_PROXIES, type TrustedProxies } from './trustedProxies';
import { type CachedAnswer, cacheResponses } from './responseCache';
import { requestIdFrom, requestLine } from './requestLog';
import { type CachedPage, cachePages } from './pageCache';
import type { Cache } from '@kerching/ports';
import { CryptoTokenGenerator, newServerSecret } from '@kerching/adapters-node';

export type WebHandler = (request: Request, context: KerchingLoadContext) => Promise<Response>;

export interface AppDeps {
  readonly log: Logger;
  readonly services: ServerServices;
  readonly sites: SiteResolution;
  /** Whole answers of the catalogue calls (see responseCache.ts); none: every request is computed. */
  readonly responseCache?: Cache<CachedAnswer>;
  /** Anonymous shoppers' catalogue pages (see pageCache.ts); none: every page is rendered. */
  readonly pageCache?: Cache<CachedPage>;
  /** Serve /dev/mailbox (local requests only): on when mail goes to the outbox, not by SMTP. */
  readonly devMailbox?: boolean;
  /** The anti-forgery key every process shares (csrf.ts, ADR 48); absent: one of this app's own. */
  readonly csrfSecret?: string;
  /** The proxies whose X-Forwarded-For / -Proto are believed (TRUST_PROXY); none by default. */
  readonly trustProxy?: TrustedProxies;
  /**
   * Google sign-in (ADR 65): Google Identity Services with our client id, or the local stand-in
   * identity provider (served to local requests only); absent, the pages offer none.
   */
  readonly googleSignIn?:
    | { readonly kind: 'google'; readonly clientId: string }
    | { readonly kind: 'local'; readonly provider: LocalIdentityProvider };
  /** Renders the web app's pages; absent in API-only tests. */
  readonly web?: { readonly handler: WebHandler; readonly clientDir: string };
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** What the sign-in pages offer: the stand-in only to local requests, as it serves only them. */
const googleSignInOffer = (c: Context<AppEnv>, google: AppDeps['googleSignIn']): GoogleSignInOffer => {
  if (google === undefined) return { kind: 'none' };
  if (google.kind === 'google') return google;
  return isLocalRequest(c.req.header('host') ?? '', c.get('clientAddress'))
    ? { kind: 'local', startPath: GOOGLE_STAND_IN_PATH }
    : { kind: 'none' };
};

export const createApp = (deps: AppDeps): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();

  // Pages and JSON whole, with Brotli or gzip (ADR 44); gzip or deflate for other text answers.
  app.use('*', compress());
  app.use('*', compressWholeAnswers);

  app.use('*', async (c, next) => {
    const requestId = requestIdFrom(c.req.header('x-request-id'));
    const site = siteForHost(c.req.header('host') ?? '', deps.sites);
    const log = deps.log.child({ requestId, site: site.key });
    c.set('requestId', requestId);
    c.set('site', site);
    c.set('log', log);
    c.set('services', deps.services);
    const started = performance.now();
    await next();
    setAnswerHeader(c, 'x-request-id', requestId);
    log.info(requestLine({ method: c.req.method, path: c.req.path, status: c.res.status, started }), 'request');
  });

  // The client's address and protocol, then the security headers on every answer (ADR 51).
  app.use('*', connectionFactsOf(deps.trustProxy ?? NO_TRUSTED_PROXIES));
  app.use('*', securityHeaders({ googleSignIn: deps.googleSignIn?.kind === 'google' }));
  // Bodies over 64 KB (forms 128 KB) are refused before they are read; text no database can store
  // is refused at the edge (requestLimits.ts, ADR 52).
  app.use('*', ...requestLimits);

  app.onError((error, c) => {
    c.get('log').error({ err: error }, 'unhandled error');
    return errorResponse(c, 'INTERNAL');
  });

  // Kept catalogue answers are the same for every shopper, so they are served before the cookies,
  // the anti-forgery check (GET only), the session (a database read for a signed-in shopper) and
  // the token migration (pages only). A request the cache cannot answer goes on through them all
  // (ADR 39). The server answers most of them before Hono (keptAnswersFirst.ts, ADR 40).
  if (deps.responseCache !== undefined) {
    app.use('/v1/*', cacheResponses(deps.responseCache));
  }

  app.use('*', requestFacts);
  app.use('*', csrfProtection(new CryptoTokenGenerator(), deps.csrfSecret ?? newServerSecret()));
  app.use('*', resolveViewer);
  app.use('*', privateAnswers);
  tokenMigrationRoutes(app);

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  securityTxtRoutes(app);
  listingRoutes(app);
  searchRoutes(app);
  shellNavigationRoutes(app);
  shellLocationRoutes(app);
  shellContentRoutes(app);
  dealPageRoutes(app);
  availabilityRoutes(app);
  accountRoutes(app);
  basketRoutes(app);
  checkoutRoutes(app);
  wishlistRoutes(app);
  referralRoutes(app);
  walletRoutes(app);
  paymentRoutes(app);
  addressRoutes(app);
  imageRoutes(app);
  app.all('/v1/*', (c) => errorResponse(c, 'ROUTE.NOT_FOUND'));
  if (deps.devMailbox === true) devMailboxRoutes(app);
  const google = deps.googleSignIn;
  if (google?.kind === 'local') googleStandInRoutes(app, google.provider);

  const web = deps.web;
  if (web !== undefined) {
    const root = relative(process.cwd(), web.clientDir) || '.';
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.status === 200) setAnswerHeader(c, 'cache-control', IMMUTABLE);
    });
    // Hashed assets have Brotli and gzip copies made at build time (packages/web/vite-plugins/precompressAssets.ts).
    app.use('/assets/*', serveStatic({ root, precompressed: true }));
    // Unhashed public files (favicon, robots.txt): served when present, otherwise on to the pages.
    app.use('/:file{[a-z0-9._-]+\\.(svg|ico|txt|png|webmanifest)}', serveStatic({ root }));
    app.use('*', creditClaimLinks);
    if (deps.pageCache !== undefined) app.use('*', cachePages(deps.pageCache, new CryptoTokenGenerator()));
    app.all('*', (c) =>
      web.handler(c.req.raw, {
        site: c.get('site'),
        services: c.get('services'),
        viewer: c.get('viewer'),
        csrfToken: c.get('csrfToken'),
        notice: c.get('notice'),
        nonce: c.get('secureHeadersNonce') ?? '',
        request: { clientAddress: c.get('clientAddress'), secureCookies: c.get('secureCookies') },
        googleSignIn: googleSignInOffer(c, deps.googleSignIn),
      }),
    );
  }
  return app;
};
