/**
 * Every request's id and its log line, the same whether Hono or the kept-answer path
 * (keptAnswersFirst.ts) answers it.
 */
import { randomUUID } from 'node:crypto';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** The caller's X-Request-Id when it looks like one, otherwise a new one. */
export const requestIdFrom = (incoming: string | undefined): string =>
  incoming !== undefined && REQUEST_ID.test(incoming) ? incoming : randomUUID();

/** The fields of a request's log line (its message is 'request'), besides the request id and site. */
export const requestLine = (request: {
  readonly method: string;
  readonly path: string;
  readonly status: number;
  /** `performance.now()` when the request came in. */
  readonly started: number;
}): { readonly method: string; readonly path: string; readonly status: number; readonly ms: number } => ({
  method: request.method,
  path: request.path,
  status: request.status,
  ms: Math.round((performance.now() - request.started) * 10) / 10,
});
