/**
 * A signed-in shopper's back-in-stock alerts on /myaccount/subscriptions (domain
 * backInStockAlert.ts): the deals they wait on, and stopping one. Only the account's own address is
 * ever read or changed.
 */
import * as E from 'fp-ts/Either';
import { data } from 'react-router';
import { errorStatus } from '@kerching/contract/error-table';
import type { NormalisedEmail } from '@kerching/domain/account';
import type { KerchingLoadContext } from '../load-context';
import { ACCOUNT_COPY } from './accountCopy';
import type { FormAnswer } from './accountFailure';
import type { WaitedOnDealItem } from './MyAccountViews';
import { noticeAnswer } from './accountSession.server';

/** The deals the address waits on, or null when they cannot be read just now (the page still shows). */
export const waitedOnDeals = async (
  context: KerchingLoadContext,
  email: NormalisedEmail,
): Promise<ReadonlyArray<WaitedOnDealItem> | null> => {
  const result = await context.services.listBackInStockAlerts.execute(context.site.key, email)();
  return E.isLeft(result)
    ? null
    : result.right.map(({ dealId, title, urlPath }): WaitedOnDealItem => ({ dealId, title, urlPath }));
};

/** Stops the alert on the form's deal: the notice, or why not (a tampered deal id 400, an outage 503). */
export const stopAlertAction = async (form: FormData, context: KerchingLoadContext, email: NormalisedEmail) => {
  const result = await context.services.cancelBackInStockAlert.execute({
    site: context.site.key,
    email,
    dealId: form.get('dealId'),
  })();
  if (E.isRight(result)) return noticeAnswer(result.right.message);
  const error = result.left;
  const unavailable = error.code === 'ALERT.STORE_UNAVAILABLE';
  return data<FormAnswer>(
    {
      failure: {
        code: unavailable ? 'ACCOUNT.UNAVAILABLE' : 'ACCOUNT.FORM_INVALID',
        message: 'message' in error ? error.message : ACCOUNT_COPY.subscriptions.alertsUnavailable,
        fields: {},
        offersReset: false,
      },
    },
    { status: errorStatus(error.code) },
  );
};
