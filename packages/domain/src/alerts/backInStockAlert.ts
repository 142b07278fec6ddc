/**
 * Back-in-stock alerts (spec 2 §7.2 `/v1/deal/sold-out-notification`; the spec names the call and
 * no wording, so the copy here is OUR WORDING). A shopper on a sold-out deal's page leaves an email
 * address; when units come back (a refund puts one back, the merchant adds stock) while the deal is
 * still on sale, one email says so and the alert is done.
 *
 * - Offered only while the deal is unavailable because it is sold out and its sale has not ended:
 *   its sale ends with its closing day, or 4 days later for a buy-closed-deal (a lastChance deal's
 *   sale after closing depends on how the visitor came, so it does not count). A deal not open yet
 *   is not "sold out" in a way that can end.
 * - An alert waits while the deal is sold out or every product is at its daily or weekly cap (the
 *   units are back, tomorrow they can be bought); it is sent when the deal can be bought; it is
 *   dropped, unsent, when the deal is gone, closed or withdrawn.
 * - An address may wait on at most `BACK_IN_STOCK_ALERT_LIMIT` deals of a site at once, so the form
 *   cannot be used to fill a stranger's inbox.
 */
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { type NormalisedEmail, accountEmailAddress } from '../account/email';
import type { AccountError } from '../account/errors';
import type { MailContent } from '../account/mail';
import { saleWindow } from '../deal/availability';
import { type DomainError, domainError } from '../shared/error';
import type { DealOffer } from '../catalogue/dealOffer';

/** Deals of one site an address may be waiting on at once. */
export const BACK_IN_STOCK_ALERT_LIMIT = 20;

/** The answers to a request (the form's own words are the deal page's copy). */
export const BACK_IN_STOCK_COPY = {
  saved: "Thanks: we'll email you when this deal is back.",
  notSoldOut: 'This deal is not sold out, so there is nothing to wait for.',
  notOffered: 'This deal has ended, so it will not be back.',
  tooMany: `You are already waiting on ${BACK_IN_STOCK_ALERT_LIMIT} deals: we will email you about those first.`,
  dealRequired: 'Please choose a deal.',
  stopped: "Done: we won't email you about that deal.",
} as const;

export type BackInStockAlertErrorCode =
  'ALERT.DEAL_INVALID' | 'ALERT.NOT_SOLD_OUT' | 'ALERT.DEAL_ENDED' | 'ALERT.LIMIT_REACHED';

export interface BackInStockAlertError extends DomainError<BackInStockAlertErrorCode> {
  readonly message: string;
}

const alertError = (code: BackInStockAlertErrorCode, message: string, detail: string): BackInStockAlertError => ({
  ...domainError(code, detail),
  message,
});

export interface BackInStockAlertRequest {
  readonly dealId: number;
  readonly email: NormalisedEmail;
}

const MAX_DEAL_ID = 2_147_483_647;

/** A form's or a body's deal id and address: a positive whole number and a valid email. */
export const backInStockAlertRequest = (input: {
  readonly dealId: unknown;
  readonly email: unknown;
}): E.Either<BackInStockAlertError | AccountError, BackInStockAlertRequest> => {
  const dealId =
    typeof input.dealId === 'string' && /^\d{1,10}$/.test(input.dealId) ? Number(input.dealId) : input.dealId;
  if (typeof dealId !== 'number' || !Number.isInteger(dealId) || dealId < 1 || dealId > MAX_DEAL_ID) {
    return E.left(alertError('ALERT.DEAL_INVALID', BACK_IN_STOCK_COPY.dealRequired, 'dealId is not a deal id'));
  }
  return pipe(
    accountEmailAddress(typeof input.email === 'string' ? input.email : ''),
    E.map((email) => ({ dealId, email })),
  );
};

/** The sale has not ended for good: the deal is live and before the end of its closing day (or its buy-closed-deal days). */
const saleNotOver = (offer: Pick<DealOffer, 'deal' | 'utcOffsetMinutes'>, now: Date): boolean =>
  offer.deal.opensAt.getTime() <= now.getTime() && saleWindow(offer.deal, now, {}, offer.utcOffsetMinutes) !== 'CLOSED';

/** Whether the deal page offers the alert form: sold out, and the sale not over. */
export const backInStockAlertOffered = (
  offer: Pick<DealOffer, 'deal' | 'utcOffsetMinutes' | 'availability'>,
  now: Date,
): boolean =>
  offer.availability.kind === 'unavailable' && offer.availability.code === 'DEAL.SOLD_OUT' && saleNotOver(offer, now);

/** Why an alert cannot be left for the deal now, if it cannot. */
export const backInStockAlertRefusal = (
  offer: Pick<DealOffer, 'deal' | 'utcOffsetMinutes' | 'availability'>,
  now: Date,
): E.Either<BackInStockAlertError, true> => {
  if (backInStockAlertOffered(offer, now)) return E.right(true);
  return offer.availability.kind === 'available'
    ? E.left(alertError('ALERT.NOT_SOLD_OUT', BACK_IN_STOCK_COPY.notSoldOut, `deal ${offer.deal.id} can be bought`))
    : E.left(alertError('ALERT.DEAL_ENDED', BACK_IN_STOCK_COPY.notOffered, `deal ${offer.deal.id} will not be back`));
};

export const alertLimitReached = (email: string): BackInStockAlertError =>
  alertError('ALERT.LIMIT_REACHED', BACK_IN_STOCK_COPY.tooMany, `${email} waits on ${BACK_IN_STOCK_ALERT_LIMIT} deals`);

/** What to do with the alerts waiting on a deal: the deal is missing when the site no longer has it. */
export type BackInStockAlertStep = 'send' | 'wait' | 'drop';

export const backInStockAlertStep = (
  offer: Pick<DealOffer, 'deal' | 'utcOffsetMinutes' | 'availability'> | undefined,
  now: Date,
): BackInStockAlertStep => {
  if (offer === undefined) return 'drop';
  if (offer.availability.kind === 'available') return 'send';
  const waiting = offer.availability.code === 'DEAL.SOLD_OUT' || offer.availability.code === 'DEAL.CAP_REACHED';
  return waiting && saleNotOver(offer, now) ? 'wait' : 'drop';
};

/** The one email an alert sends (OUR WORDING). */
export const backInStockMail = (brand: string, dealTitle: string, dealLink: string): MailContent => ({
  kind: 'back_in_stock',
  subject: `Back on ${brand}: ${dealTitle}`,
  text:
    `Hello,\n\nGood news: "${dealTitle}" is back, and you asked us to tell you. It may not last:\n\n${dealLink}` +
    `\n\nThis is the only email we send about it. If you did not ask for it, you can ignore this email.` +
    `\n\nThe ${brand} team`,
});
