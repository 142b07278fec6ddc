/** The wallet page's loader: the signed-in shopper's own wallet, in the site's currency. */
import * as E from 'fp-ts/Either';
import { data } from 'react-router';
import { currencySymbol, formatAmount } from '@kerching/domain/money';
import { marketingCreditCapRule } from '@kerching/domain/promo';
import type { CurrencyCode, SiteKey } from '@kerching/domain/site';
import { walletEntryLabel } from '@kerching/domain/wallet';
import type { KerchingLoadContext } from '../load-context';
import { textField } from '../account/accountFailure';
import { requireViewer } from '../account/accountSession.server';
import { day } from '../purchase/orders.server';
import { describeErrors } from '@kerching/contract';
import { errorStatus } from '@kerching/contract/error-table';
import { GiftCardRedeemBodyCodec } from '@kerching/contract/purchase';
import type { WalletPageModel } from './WalletView';
import { WALLET_COPY } from './walletCopy';

/** An amount of credit as the site writes money: £0, £10, €12.50; a spend with a minus sign, −£2.50. */
const amount = (minor: number, currency: CurrencyCode): string =>
  `${minor < 0 ? '−' : ''}${currencySymbol(currency)}${formatAmount(Math.abs(minor))}`;

const EDITION_OF: Record<CurrencyCode, string> = { GBP: 'UK', EUR: 'Irish' };

export const loadWalletPage = async (
  request: Request,
  context: KerchingLoadContext,
): Promise<{ readonly siteKey: SiteKey; readonly model: WalletPageModel }> => {
  const viewer = requireViewer(request, context);
  const result = await context.services.purchase.getWallet.execute({
    site: context.site.key,
    customerId: viewer.account.id,
  })();
  // The status only: an outage's detail is for the log, not the browser.
  if (E.isLeft(result)) throw data(null, { status: errorStatus(result.left.code) });
  const { statement, nextExpiry: next } = result.right;
  const { currency } = statement;
  return {
    siteKey: context.site.key,
    model: {
      available: amount(statement.availableCredit, currency),
      promotional: amount(statement.balance.marketingBalance, currency),
      refundable: amount(statement.balance.refundableBalance, currency),
      promotionalRule: WALLET_COPY.promotionalRule(marketingCreditCapRule(currency)),
      expiring: next === null ? null : WALLET_COPY.expiring(amount(next.amountMinor, currency), day(next.at)),
      otherBalances: statement.otherBalances.map((b) =>
        WALLET_COPY.otherBalance(amount(b.balance, b.currency), EDITION_OF[b.currency]),
      ),
      entries: statement.entries.map((entry) => ({
        date: day(entry.at),
        details: walletEntryLabel(entry.type),
        orderPath: entry.orderId === null ? null : `/checkout/confirmation/${encodeURIComponent(entry.orderId)}`,
        amount: `${entry.amountMinor > 0 ? '+' : ''}${amount(entry.amountMinor, currency)}`,
        balanceAfter: amount(entry.balanceAfterMinor, currency),
      })),
    },
  };
};

export interface GiftCardAnswer {
  /** What the page says: the amount added, or why not. */
  readonly added: string | null;
  readonly error: string | null;
}

/** /giftcard/redeem's form: the card's amount into the signed-in shopper's wallet. */
export const redeemGiftCardForm = async (request: Request, context: KerchingLoadContext) => {
  const viewer = requireViewer(request, context);
  const form = await request.formData();
  // The form decoded with the codec POST /v1/gift-card/redeem decodes its body with: the same
  // input refused the same way (400 REQUEST.INVALID) on the page and the API.
  const body = GiftCardRedeemBodyCodec.decode({ code: textField(form, 'code') });
  if (E.isLeft(body)) {
    const answer: GiftCardAnswer = { added: null, error: `The request is not valid: ${describeErrors(body.left)}.` };
    return data(answer, { status: errorStatus('REQUEST.INVALID') });
  }
  const result = await context.services.purchase.redeemGiftCard.execute({
    customerId: viewer.account.id,
    code: body.right.code,
  })();
  if (E.isLeft(result)) {
    const answer: GiftCardAnswer = { added: null, error: result.left.message };
    return data(answer, { status: errorStatus(result.left.code) });
  }
  const answer: GiftCardAnswer = {
    added: WALLET_COPY.added(amount(result.right.amountMinor, result.right.currency)),
    error: null,
  };
  return answer;
};
