/**
 * Campaign credit (spec 2 §7.7 "POST campaign credit claim with an id number; statuses below 500
 * accepted; response status, creditAmount, currency"): a marketing campaign's link carries its
 * number in `credit_validation`; a signed-in shopper claiming it gets the campaign's amount as
 * promotional (marketing) credit in their wallet, once.
 *
 * Decisions (ours; the spec names only ALREADY_CLAIMED):
 * - A campaign has a currency, an amount and the instants it opens and closes (open from `startsAt`,
 *   closed from `endsAt`). Statuses: SUCCESS, ALREADY_CLAIMED, EXPIRED (not open at that instant),
 *   NOT_FOUND (no such campaign, or one in the other currency: it belongs to the other edition's
 *   sites). Every status but SUCCESS is the toast's "no longer valid", except ALREADY_CLAIMED.
 * - A shopper who already claimed hears so even after the campaign closed.
 */
import * as O from 'fp-ts/Option';
import type { CurrencyCode } from '../site/site';
import { CREDIT_CLAIM_ALREADY_CLAIMED_STATUS, CREDIT_CLAIM_SUCCESS_STATUS } from './constants';

export interface CreditCampaign {
  /** The number a campaign link carries: all digits. */
  readonly code: string;
  readonly currency: CurrencyCode;
  readonly amountMinor: number;
  /** Epoch milliseconds: open from `startsAt`, closed from `endsAt`. */
  readonly startsAt: number;
  readonly endsAt: number;
}

export type CreditClaimStatus =
  typeof CREDIT_CLAIM_SUCCESS_STATUS | typeof CREDIT_CLAIM_ALREADY_CLAIMED_STATUS | 'EXPIRED' | 'NOT_FOUND';

export interface CreditClaimFacts {
  /** The currency of the site the claim is made on. */
  readonly currency: CurrencyCode;
  readonly alreadyClaimed: boolean;
  readonly now: number;
}

/** Whether a campaign is open at `now`. */
export const isCreditCampaignOpen = (campaign: CreditCampaign, now: number): boolean =>
  campaign.startsAt <= now && now < campaign.endsAt;

/** What a claim of `campaign` comes to; only SUCCESS credits the wallet. */
export const creditClaimStatus = (campaign: O.Option<CreditCampaign>, facts: CreditClaimFacts): CreditClaimStatus => {
  if (O.isNone(campaign) || campaign.value.currency !== facts.currency) return 'NOT_FOUND';
  if (facts.alreadyClaimed) return CREDIT_CLAIM_ALREADY_CLAIMED_STATUS;
  return isCreditCampaignOpen(campaign.value, facts.now) ? CREDIT_CLAIM_SUCCESS_STATUS : 'EXPIRED';
};

/** The answer to a claim: its status, and the credit granted (0 unless SUCCESS). */
export interface CreditClaimAnswer {
  readonly status: CreditClaimStatus;
  readonly creditAmountMinor: number;
  readonly currency: CurrencyCode;
}

export const creditClaimAnswer = (
  status: CreditClaimStatus,
  campaign: O.Option<CreditCampaign>,
  currency: CurrencyCode,
): CreditClaimAnswer => ({
  status,
  creditAmountMinor: status === CREDIT_CLAIM_SUCCESS_STATUS && O.isSome(campaign) ? campaign.value.amountMinor : 0,
  currency,
});
