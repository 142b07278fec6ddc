/** What the purchase routes share: the viewer as a customer, and purchase errors as answers. */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { Context } from 'hono';
import { type PurchaseError, purchaseError } from '@kerching/domain/checkout';
import type { NormalisedEmail } from '@kerching/domain/account';
import type { AppEnv } from '../appEnv';
import { errorResponse, refusedTextAnswer } from '../errors';
import { plain } from '../requestBody';

export type Ctx = Context<AppEnv>;

export interface Customer {
  readonly id: string;
  readonly email: NormalisedEmail;
  readonly customerToken: string;
}

/** The signed-in shopper as the purchase use-cases name a customer. */
export const customerOf = (c: Ctx): O.Option<Customer> =>
  O.map(({ account }: { account: Customer }) => ({
    id: account.id,
    email: account.email,
    customerToken: account.customerToken,
  }))(c.get('viewer'));

/** A purchase error as an answer: the table's status, the error's own message; outages logged. */
export const purchaseFailure = (c: Ctx, error: PurchaseError, status?: 422): Response => {
  const refused = refusedTextAnswer(c, error);
  if (refused !== undefined) return refused;
  if (error.code === 'PURCHASE.UNAVAILABLE') c.get('log').error({ code: error.code, detail: error.detail }, 'purchase');
  const response = errorResponse(c, error.code, error.message);
  return status === undefined ? response : c.json({ error: { code: error.code, message: error.message } }, status);
};

/** The answer to a signed-out caller of a shopper's own call. */
export const loginRequired = (c: Ctx): Response =>
  purchaseFailure(c, purchaseError('CHECKOUT.LOGIN_REQUIRED', 'no viewer'));

/** Runs a use-case: its value as `{data}` JSON (Options as null), or its error. */
export const answerPurchase = async <A>(
  c: Ctx,
  task: TE.TaskEither<PurchaseError, A>,
  ok: (value: A) => Response = (value) => c.json({ data: plain(value) }),
): Promise<Response> => {
  const result = await task();
  return E.isLeft(result) ? purchaseFailure(c, result.left) : ok(result.right);
};
