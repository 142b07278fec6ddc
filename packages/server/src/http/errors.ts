import type { Context } from 'hono';
import type { ApiError } from '@kerching/contract';
import { errorAnswer } from '@kerching/contract/error-table';

/** Answers an error value: status and message from the contract's one table, the stable code alongside. */
export const errorResponse = (c: Context, code: string, message?: string): Response => {
  const answer = errorAnswer(code);
  const body: ApiError = { error: { code, message: message ?? answer.message } };
  return c.json(body, answer.status);
};

/**
 * Text the database refused as not valid in its encoding (SQLSTATE 22021 "invalid byte sequence",
 * 22P05 "untranslatable character"), named in an outage error's detail. Text is checked at the edge
 * first (requestLimits.ts, the contract's `SafeText`); this is the last line of defence.
 */
export const isRefusedText = (detail: string): boolean =>
  /invalid byte sequence|character not in repertoire|untranslatable character|cannot be converted to text|unsupported Unicode escape|\b22021\b|\b22P05\b/i.test(
    detail,
  );

/** An error whose cause is text the database refused, answered as the bad request it is (400); else undefined. */
export const refusedTextAnswer = (c: Context, error: { readonly detail: string }): Response | undefined =>
  isRefusedText(error.detail)
    ? errorResponse(c, 'REQUEST.INVALID', 'The request is not valid: it holds text that cannot be stored.')
    : undefined;
