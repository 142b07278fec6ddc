/**
 * "Email me when it is back" on a sold-out deal's page (domain backInStockAlert.ts): the address
 * and the page's deal id go to the use-case; the answer (saved, or why not) is shown beside the
 * form. Works as a plain form post without JavaScript and as a fetcher with it.
 */
import * as E from 'fp-ts/Either';
import { data } from 'react-router';
import { errorAnswer } from '@kerching/contract/error-table';
import type { KerchingLoadContext } from '../load-context';

export interface BackInStockAnswer {
  readonly alert: { readonly saved: boolean; readonly message: string };
}

export const backInStockAction = async (form: FormData, context: KerchingLoadContext) => {
  const result = await context.services.requestBackInStockAlert.execute({
    site: context.site.key,
    dealId: form.get('dealId'),
    email: form.get('email'),
  })();
  if (E.isRight(result)) return data<BackInStockAnswer>({ alert: { saved: true, message: result.right.message } });
  const error = result.left;
  // Status and fallback message from the one error table (the form was wrong 400, the deal cannot
  // take alerts 409/429/404, an outage 503): the same answer /v1 gives.
  const answer = errorAnswer(error.code);
  const message = 'message' in error ? error.message : answer.message;
  return data<BackInStockAnswer>({ alert: { saved: false, message } }, { status: answer.status });
};
