import type * as O from 'fp-ts/Option';

export interface CookieOptions {
  /** Lifetime in seconds; absent means a session cookie. */
  readonly maxAgeSeconds?: number;
  readonly path?: string;
  readonly secure?: boolean;
  readonly httpOnly?: boolean;
  readonly sameSite?: 'Lax' | 'Strict' | 'None';
}

/** Cookies, in the browser (document.cookie) or during SSR (request and response headers). */
export interface CookieJar {
  get(name: string): O.Option<string>;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string, path?: string): void;
}
