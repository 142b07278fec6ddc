/**
 * Campaign credit claims in SQL. A claim row is inserted first (ON CONFLICT DO NOTHING on its
 * primary key), so two claims by one shopper at once serialise on that row and the second sees the
 * first; claims of different shoppers never wait for each other. A claim the rule refuses is
 * removed again before the transaction ends.
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { CREDIT_CLAIM_SUCCESS_STATUS, type CreditCampaign, type CreditClaimStatus } from '@kerching/domain/wallet';
import type { CreditCampaigns } from '@kerching/ports/purchase';
import type { SqlClient } from '../sqlClient';
import { currencyOf, int, millis, sql, timestamp } from './sqlSupport';
import { creditWallet } from './sqlWallets';

interface CampaignRow {
  readonly code: string;
  readonly currency: string;
  readonly amount_minor: number;
  readonly starts_at: Date | string;
  readonly ends_at: Date | string;
}

const toCampaign = (row: CampaignRow): CreditCampaign => ({
  code: row.code,
  currency: currencyOf(row.currency),
  amountMinor: int(row.amount_minor),
  startsAt: millis(row.starts_at),
  endsAt: millis(row.ends_at),
});

export class SqlCreditCampaigns implements CreditCampaigns {
  constructor(private readonly db: SqlClient) {}

  claim(
    request: { readonly code: string; readonly customerId: string; readonly at: number },
    decide: (campaign: O.Option<CreditCampaign>, alreadyClaimed: boolean) => CreditClaimStatus,
  ) {
    return sql(() =>
      this.db.transaction(async (tx) => {
        const [row] = await tx.query<CampaignRow>(
          'SELECT code, currency, amount_minor, starts_at, ends_at FROM credit_campaign WHERE code = $1',
          [request.code],
        );
        const campaign = O.map(toCampaign)(O.fromNullable(row));
        if (O.isNone(campaign)) return { status: decide(campaign, false), campaign };
        const taken = await tx.query(
          `INSERT INTO credit_campaign_claim (campaign_code, customer_id, claimed_at) VALUES ($1, $2, $3)
           ON CONFLICT (campaign_code, customer_id) DO NOTHING RETURNING campaign_code`,
          [request.code, request.customerId, timestamp(request.at)],
        );
        const status = decide(campaign, taken.length === 0);
        if (status === CREDIT_CLAIM_SUCCESS_STATUS) {
          await creditWallet(
            tx,
            request.customerId,
            campaign.value.currency,
            'marketing',
            campaign.value.amountMinor,
            request.at,
            null,
          );
        } else if (taken.length > 0) {
          await tx.query('DELETE FROM credit_campaign_claim WHERE campaign_code = $1 AND customer_id = $2', [
            request.code,
            request.customerId,
          ]);
        }
        return { status, campaign };
      }),
    );
  }

  save(campaign: CreditCampaign) {
    return pipe(
      sql(() =>
        this.db.query(
          `INSERT INTO credit_campaign (code, currency, amount_minor, starts_at, ends_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (code) DO UPDATE SET currency = $2, amount_minor = $3, starts_at = $4, ends_at = $5`,
          [
            campaign.code,
            campaign.currency,
            campaign.amountMinor,
            timestamp(campaign.startsAt),
            timestamp(campaign.endsAt),
          ],
        ),
      ),
      TE.map(() => undefined),
    );
  }
}
