/**
 * "Email me when it is back" on a sold-out deal's page (domain backInStockAlert.ts): the address
 * and the page's deal id go to the use-case; the answer (saved, or why not) is shown beside the
 * form. Works as a plain form post without JavaScript and as a fetcher with it.
 */
import * as E from 'fp-ts/Either';
import { data } from 'react-router';
import type { KerchingLoadContext } from '../load-context';
import { SORRY } from '../listing/listingCopy';

export interface BackInStockAnswer {
  readonly alert: { readonly saved: boolean; readonly message: string };
}

/** The status a refusal answers with: the form was wrong (400), or the deal cannot take alerts (409, 429, 404). */
const STATUS: Readonly<Record<string, 400 | 404 | 409 | 429 | 503>> = {
  'ALERT.NOT_SOLD_OUT': 409,
  'ALERT.DEAL_ENDED': 409,
  'ALERT.LIMIT_REACHED': 429,
  'DEAL.NOT_FOUND': 404,
  'CATALOG.UNAVAILABLE': 503,
  'ALERT.STORE_UNAVAILABLE': 503,
};

const DEAL_NOT_FOUND = 'Sorry, we could not find that deal.';

export const backInStockAction = async (form: FormData, context: KerchingLoadContext) => {
  const result = await context.services.requestBackInStockAlert.execute({
    site: context.site.key,
    dealId: form.get('dealId'),
    email: form.get('email'),
  })();
  if (E.isRight(result)) return data<BackInStockAnswer>({ alert: { saved: true, message: result.right.message } });
  const error = result.left;
  const message = 'message' in error ? error.message : error.code === 'DEAL.NOT_FOUND' ? DEAL_NOT_FOUND : SORRY;
  return data<BackInStockAnswer>({ alert: { saved: false, message } }, { status: STATUS[error.code] ?? 400 });
};
