/**
 * Headers added by middleware after the route has answered.
 *
 * Hono's `c.header()` on a finished response rebuilds it from `res.body`, which turns
 * `@hono/node-server`'s lightweight response (a string or bytes written straight to the socket)
 * into a web stream that is then read chunk by chunk: on a cached catalogue answer that was most of
 * the request's time. Writing to the response's own headers keeps the fast path; responses whose
 * headers are immutable (made by `Response.redirect` or `fetch`) fall back to `c.header()`.
 */

/** The part of Hono's context this needs. */
interface Answering {
  readonly res: Response;
  header(name: string, value: string, options?: { append?: boolean }): void;
}

export const setAnswerHeader = (c: Answering, name: string, value: string, append = false): void => {
  try {
    if (append) c.res.headers.append(name, value);
    else c.res.headers.set(name, value);
  } catch {
    c.header(name, value, { append });
  }
};
