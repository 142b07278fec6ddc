/**
 * What every request must be before any route reads it (issue 40, items 10 and 11; ADR 52):
 *
 * 1. Small: a JSON (or other) body of at most 64 KB and a form of at most 128 KB, counted while it
 *    arrives (Hono's body-limit: the Content-Length when given, else the bytes of a chunked body as
 *    they come), so an oversized body is refused with 413 before it is read in full.
 * 2. Text a database can store: the address (each path segment, every query name and value but
 *    those the domain makes safe itself: OWN_RULE_PARAMETERS), our own cookies (`kc_*`, the basket token among them) and every field of a form must hold no
 *    NUL, no other control character (forms may hold tab and line breaks, as a textarea sends them)
 *    and no lone surrogate; else 400 with a message. JSON bodies are checked by their io-ts codecs
 *    (`SafeText` in @kerching/contract), the one place their fields are decoded.
 */
import { unsafeTextProblem } from '@kerching/contract';
import { parseCookieHeader } from '@kerching/adapters-storage';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './appEnv';
import { errorResponse } from './errors';

export const JSON_BODY_LIMIT_BYTES = 64 * 1024;
export const FORM_BODY_LIMIT_BYTES = 128 * 1024;

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

const isForm = (c: Context<AppEnv>): boolean => {
  const type = c.req.header('content-type')?.toLowerCase() ?? '';
  return FORM_TYPES.some((form) => type.startsWith(form));
};

const tooLarge = (limit: number) => (c: Context<AppEnv>) =>
  errorResponse(c, 'REQUEST.TOO_LARGE', `The request is too large: send at most ${limit / 1024} KB.`);

const jsonLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT_BYTES, onError: tooLarge(JSON_BODY_LIMIT_BYTES) });
const formLimit = bodyLimit({ maxSize: FORM_BODY_LIMIT_BYTES, onError: tooLarge(FORM_BODY_LIMIT_BYTES) });

/**
 * Query values that have a rule of their own in the domain, which makes any text safe rather than
 * refusing it: the search text (normaliseSearchText drops control characters) and the places to go
 * back to (safeReturnPath answers the default page), so a mangled link still lands somewhere.
 */
const OWN_RULE_PARAMETERS: ReadonlySet<string> = new Set(['q', 'returnTo', 'redirectUrl', 'next']);

const decoded = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    // Not UTF-8 once decoded: the routes see it as it was sent (plain ASCII).
    return segment;
  }
};

/** Where the address or one of our cookies holds text a database cannot take, and why; else undefined. */
const unsafeUrlOrCookie = (c: Context<AppEnv>): string | undefined => {
  const url = new URL(c.req.url);
  for (const segment of url.pathname.split('/')) {
    const problem = unsafeTextProblem(decoded(segment));
    if (problem !== undefined) return `the address must contain ${problem}`;
  }
  for (const [name, value] of url.searchParams) {
    const problem = unsafeTextProblem(name) ?? (OWN_RULE_PARAMETERS.has(name) ? undefined : unsafeTextProblem(value));
    if (problem !== undefined) return `the query must contain ${problem}`;
  }
  for (const [name, value] of parseCookieHeader(c.req.header('cookie') ?? '')) {
    if (!name.startsWith('kc_')) continue;
    const problem = unsafeTextProblem(value);
    if (problem !== undefined) return `the ${name} cookie must contain ${problem}`;
  }
  return undefined;
};

const unsafeFormField = async (request: Request): Promise<string | undefined> => {
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    return undefined; // Not a readable form: the route answers it as it would.
  }
  for (const [name, value] of form) {
    const problem =
      unsafeTextProblem(name, true) ?? (typeof value === 'string' ? unsafeTextProblem(value, true) : undefined);
    if (problem !== undefined) return `the form field ${JSON.stringify(name.slice(0, 40))} must contain ${problem}`;
  }
  return undefined;
};

const invalid = (c: Context<AppEnv>, why: string): Response =>
  errorResponse(c, 'REQUEST.INVALID', `The request is not valid: ${why}.`);

/** Refuses a body over its limit (413) before it is read in full. */
const bodySize: MiddlewareHandler<AppEnv> = (c, next) => (isForm(c) ? formLimit : jsonLimit)(c, next);

/** Refuses text no database can store in the address, our cookies or a form (400). */
const safeText: MiddlewareHandler<AppEnv> = async (c, next) => {
  const where = unsafeUrlOrCookie(c) ?? (isForm(c) ? await unsafeFormField(c.req.raw) : undefined);
  if (where !== undefined) return invalid(c, where);
  await next();
};

/** Size first (nothing read beyond the limit), then the address, the cookies and form fields. */
export const requestLimits: ReadonlyArray<MiddlewareHandler<AppEnv>> = [bodySize, safeText];
