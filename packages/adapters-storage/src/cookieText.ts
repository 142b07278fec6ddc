/** Cookie header text: parsing a Cookie header and writing one Set-Cookie value (RFC 6265). */
import type { CookieOptions } from '@kerching/ports';

const NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

export const parseCookieHeader = (header: string): ReadonlyMap<string, string> => {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    const raw = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    if (!NAME.test(name) || cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      cookies.set(name, raw);
    }
  }
  return cookies;
};

export const serializeCookie = (name: string, value: string, options: CookieOptions = {}): string => {
  if (!NAME.test(name)) throw new Error(`invalid cookie name: ${name}`);
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`);
  if (options.sameSite !== undefined) parts.push(`SameSite=${options.sameSite}`);
  if (options.secure === true) parts.push('Secure');
  if (options.httpOnly === true) parts.push('HttpOnly');
  return parts.join('; ');
};
