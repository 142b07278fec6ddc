/** Refer a friend in the composition root: the SQL referrals store and random codes behind the use-cases. */
import type { Container } from 'inversify';
import {
  AssignReferral,
  CreditDueReferrals,
  GetReferralOverview,
  OpenReferralLink,
  RecordReferralShare,
} from '@kerching/application';
import { type SqlClient, SqlReferrals } from '@kerching/adapters-sql';
import type { Clock } from '@kerching/ports';
import type { ReferralServices } from '@kerching/application/services';
import { CryptoTokenGenerator } from '@kerching/adapters-node';

export const REFERRAL_SERVICES = Symbol.for('kerching.server.ReferralServices');

export const bindReferrals = (container: Container, sqlClient: symbol, clockToken: symbol): void => {
  container.bind<ReferralServices>(REFERRAL_SERVICES).toResolvedValue(
    (sql: SqlClient, clock: Clock): ReferralServices => {
      const referrals = new SqlReferrals(sql);
      const tokens = new CryptoTokenGenerator();
      const creditDueReferrals = new CreditDueReferrals(referrals, clock);
      return {
        getReferralOverview: new GetReferralOverview(referrals, creditDueReferrals, tokens, clock),
        recordReferralShare: new RecordReferralShare(referrals, tokens, clock),
        openReferralLink: new OpenReferralLink(referrals),
        assignReferral: new AssignReferral(referrals, clock),
        creditDueReferrals,
      };
    },
    [sqlClient, clockToken],
  );
};
