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
import { TOKENS, type Clock, type Referrals } from '@kerching/ports';
import type { TokenGenerator } from '@kerching/ports/accounts';
import { REFERRAL_KEYS } from '@kerching/application/services';
import { SQL_CLIENT, bindKey } from './keys';

export const bindReferrals = (container: Container): void => {
  bindKey(container, TOKENS.Referrals).toResolvedValue((sql: SqlClient) => new SqlReferrals(sql), [SQL_CLIENT]);
  bindKey(container, REFERRAL_KEYS.creditDueReferrals).toResolvedValue(
    (referrals: Referrals, clock: Clock) => new CreditDueReferrals(referrals, clock),
    [TOKENS.Referrals, TOKENS.Clock],
  );
  bindKey(container, REFERRAL_KEYS.getReferralOverview).toResolvedValue(
    (referrals: Referrals, credit: CreditDueReferrals, tokens: TokenGenerator, clock: Clock) =>
      new GetReferralOverview(referrals, credit, tokens, clock),
    [TOKENS.Referrals, REFERRAL_KEYS.creditDueReferrals, TOKENS.TokenGenerator, TOKENS.Clock],
  );
  bindKey(container, REFERRAL_KEYS.recordReferralShare).toResolvedValue(
    (referrals: Referrals, tokens: TokenGenerator, clock: Clock) => new RecordReferralShare(referrals, tokens, clock),
    [TOKENS.Referrals, TOKENS.TokenGenerator, TOKENS.Clock],
  );
  bindKey(container, REFERRAL_KEYS.openReferralLink).toResolvedValue(
    (referrals: Referrals) => new OpenReferralLink(referrals),
    [TOKENS.Referrals],
  );
  bindKey(container, REFERRAL_KEYS.assignReferral).toResolvedValue(
    (referrals: Referrals, clock: Clock) => new AssignReferral(referrals, clock),
    [TOKENS.Referrals, TOKENS.Clock],
  );
};
