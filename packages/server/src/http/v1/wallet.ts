/**
 * The wallet's calls (spec 2 §7.7 "GET user wallet: ... returns a list of balances per currency"):
 * - GET /v1/user/wallet  the signed-in shopper's balances per currency, and the statement in the
 *                        site's currency (available credit, newest transactions with amount, date
 *                        and type, and the balance after each)
 * - POST /v1/user/wallet/apply-credit {id}  claim a campaign's credit (spec 2 §7.7): 200 with
 *                        {status, creditAmount, currency} for every status (SUCCESS, ALREADY_CLAIMED,
 *                        EXPIRED, NOT_FOUND), as the caller takes statuses below 500
 * - POST /v1/gift-card/redeem {code}  a gift card's amount into the wallet (spec 1 §1): 200 with
 *                        {amount, currency, expiresAt}; unknown 404, already redeemed 409, expired 410
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { Hono } from 'hono';
import { CreditClaimBodyCodec, GiftCardRedeemBodyCodec } from '@kerching/contract/purchase';
import type { AppEnv } from '../appEnv';
import { bodyOf } from '../requestBody';
import { answerPurchase, customerOf, loginRequired } from './purchaseAnswers';

export const walletRoutes = (app: Hono<AppEnv>): void => {
  app.get('/v1/user/wallet', (c) => {
    const customer = customerOf(c);
    if (O.isNone(customer)) return loginRequired(c);
    c.header('cache-control', 'private, no-store');
    return answerPurchase(
      c,
      c.get('services').purchase.getWallet.execute({ site: c.get('site').key, customerId: customer.value.id }),
    );
  });

  app.post('/v1/user/wallet/apply-credit', async (c) => {
    const customer = customerOf(c);
    if (O.isNone(customer)) return loginRequired(c);
    const body = await bodyOf(c, CreditClaimBodyCodec);
    if (E.isLeft(body)) return body.left;
    return answerPurchase(
      c,
      c.get('services').purchase.claimCampaignCredit.execute({
        site: c.get('site').key,
        customerId: customer.value.id,
        code: body.right.id,
      }),
      (answer) =>
        c.json({ data: { status: answer.status, creditAmount: answer.creditAmountMinor, currency: answer.currency } }),
    );
  });
  app.post('/v1/gift-card/redeem', async (c) => {
    const customer = customerOf(c);
    if (O.isNone(customer)) return loginRequired(c);
    const body = await bodyOf(c, GiftCardRedeemBodyCodec);
    if (E.isLeft(body)) return body.left;
    return answerPurchase(
      c,
      c.get('services').purchase.redeemGiftCard.execute({ customerId: customer.value.id, code: body.right.code }),
      (grant) =>
        c.json({
          data: { amount: grant.amountMinor, currency: grant.currency, expiresAt: grant.expiresAt.toISOString() },
        }),
    );
  });
};
