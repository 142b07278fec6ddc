import * as O from 'fp-ts/Option';
import type { CookieJar, CookieOptions } from '@kerching/ports';
import { parseCookieHeader, serializeCookie } from './cookieText';

/** The browser's cookies. HttpOnly cookies are set by the server, never from here. */
export class DocumentCookieJar implements CookieJar {
  constructor(private readonly doc: Pick<Document, 'cookie'>) {}

  get(name: string): O.Option<string> {
    return O.fromNullable(parseCookieHeader(this.doc.cookie).get(name));
  }

  set(name: string, value: string, options: CookieOptions = {}): void {
    const { httpOnly: _ignored, ...rest } = options;
    this.doc.cookie = serializeCookie(name, value, rest);
  }

  remove(name: string, path = '/'): void {
    this.doc.cookie = serializeCookie(name, '', { path, maxAgeSeconds: 0 });
  }
}

/** Cookies during server rendering: read from the request, written as Set-Cookie headers. */
export class HeaderCookieJar implements CookieJar {
  private readonly values: Map<string, string>;
  private readonly written: string[] = [];

  constructor(cookieHeader: string | null) {
    this.values = new Map(parseCookieHeader(cookieHeader ?? ''));
  }

  get(name: string): O.Option<string> {
    return O.fromNullable(this.values.get(name));
  }

  set(name: string, value: string, options: CookieOptions = {}): void {
    this.values.set(name, value);
    this.written.push(serializeCookie(name, value, options));
  }

  remove(name: string, path = '/'): void {
    this.values.delete(name);
    this.written.push(serializeCookie(name, '', { path, maxAgeSeconds: 0 }));
  }

  /** The Set-Cookie values to send with the response. */
  setCookieHeaders(): readonly string[] {
    return [...this.written];
  }
}
