import type { Context } from 'hono';
import type { ApiError } from '@kerching/contract';
import { answerFor } from './errorTable';

/** Answers an error value: status and message from the table, the stable code alongside. */
export const errorResponse = (c: Context, code: string, message?: string): Response => {
  const answer = answerFor(code);
  const body: ApiError = { error: { code, message: message ?? answer.message } };
  return c.json(body, answer.status);
};
