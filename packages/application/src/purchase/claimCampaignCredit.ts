/**
 * A campaign credit claim (spec 2 §7.7 "POST campaign credit claim with an id number; statuses below
 * 500 accepted; response status, creditAmount, currency"; spec 1 §6 credit_validation): the signed-in
 * shopper claims a campaign's number on a site; the answer's status says how it went, and on SUCCESS
 * the campaign's amount is in their wallet as promotional credit.
 */
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { PurchaseError } from '@kerching/domain/checkout';
import { SITES, type SiteKey } from '@kerching/domain/site';
import { type CreditClaimAnswer, creditClaimAnswer, creditClaimStatus } from '@kerching/domain/wallet';
import type { Clock } from '@kerching/ports';
import type { CreditCampaigns } from '@kerching/ports/purchase';

export class ClaimCampaignCredit {
  constructor(
    private readonly campaigns: CreditCampaigns,
    private readonly clock: Clock,
  ) {}

  execute(input: {
    readonly site: SiteKey;
    readonly customerId: string;
    /** The campaign's number: all digits (the edges check the form). */
    readonly code: string;
  }): TE.TaskEither<PurchaseError, CreditClaimAnswer> {
    const currency = SITES[input.site].currency;
    const now = this.clock.now().getTime();
    return pipe(
      this.campaigns.claim({ code: input.code, customerId: input.customerId, at: now }, (campaign, alreadyClaimed) =>
        creditClaimStatus(campaign, { currency, alreadyClaimed, now }),
      ),
      TE.map(({ status, campaign }) => creditClaimAnswer(status, campaign, currency)),
    );
  }
}
