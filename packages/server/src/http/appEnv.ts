import type * as O from 'fp-ts/Option';
import type { Logger } from 'pino';
import type { Authenticated } from '@kerching/application';
import type { Site } from '@kerching/domain/site';
import type { Toast } from '@kerching/domain/wallet';
import type { ServerServices } from '@kerching/application/services';

/** Per-request values set by the middleware and read by the routes. */
export interface AppEnv {
  Variables: {
    site: Site;
    requestId: string;
    log: Logger;
    services: ServerServices;
    /** The request's cookies by name. */
    cookies: ReadonlyMap<string, string>;
    /** Cookies may carry Secure (not on localhost; always over TLS). */
    secureCookies: boolean;
    /** The client's address (IP), 'unknown' without a socket; through TRUST_PROXY's proxies (trustedProxies.ts). */
    clientAddress: string;
    /** The client reached us over TLS, directly or through a trusted proxy (HSTS, Secure cookies). */
    overTls: boolean;
    /** This page's CSP nonce, made by the security headers (securityHeaders.ts); pages only. */
    secureHeadersNonce?: string;
    /** The signed-in shopper, from a valid session cookie. */
    viewer: O.Option<Authenticated>;
    /** This browser's anti-forgery token (see csrf.ts). */
    csrfToken: string;
    /** A toast for the page to show (a campaign credit claim's outcome), set by creditClaimLinks.ts. */
    notice: O.Option<Toast>;
  };
}
