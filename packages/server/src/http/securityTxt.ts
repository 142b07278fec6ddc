/**
 * `/.well-known/security.txt` (RFC 9116) on every site: where to report a vulnerability
 * (docs/SECURITY.md). `Expires` is required by the RFC; it is always a year from the answer, so the
 * file never goes stale while the service runs.
 */
import type { Hono } from 'hono';
import type { AppEnv } from './appEnv';

export const SECURITY_CONTACT = 'mailto:security@kerching.co.uk';
const YEAR_MS = 365 * 86_400_000;

export const securityTxt = (origin: string, now: Date): string =>
  [
    `Contact: ${SECURITY_CONTACT}`,
    `Expires: ${new Date(now.getTime() + YEAR_MS).toISOString()}`,
    'Preferred-Languages: en',
    `Canonical: ${origin}/.well-known/security.txt`,
    '',
  ].join('\n');

export const securityTxtRoutes = (app: Hono<AppEnv>): void => {
  app.get('/.well-known/security.txt', (c) => {
    const origin = new URL(c.req.url).origin;
    c.header('cache-control', 'public, max-age=86400');
    return c.text(securityTxt(origin, new Date()));
  });
};
