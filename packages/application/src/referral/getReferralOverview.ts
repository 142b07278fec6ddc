/**
 * The refer-a-friend page and GET /v1/user/raf/stat (spec 1 §3 Referral "links opened, links
 * shared, pending and cancelled balances"; spec 2 §7.8 "GET referral status"): the shopper's code and
 * invitation path, the stats and credit earned in the site's currency, and the friends who joined
 * through the link with where each has got to. Due referrals are credited first, so the page never
 * shows a closed window as pending.
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  type Referral,
  type ReferralError,
  type ReferralProgress,
  type ReferralStats,
  earnedReferralCredit,
  referralInvitePath,
  referralStats,
  referralStatusLabel,
} from '@kerching/domain/referral';
import { SITES, type CurrencyCode, type SiteKey } from '@kerching/domain/site';
import type { Clock, Referrals, StoredReferral } from '@kerching/ports';
import type { TokenGenerator } from '@kerching/ports/accounts';
import type { CreditDueReferrals } from './creditDueReferrals';
import { referralAccountOf } from './referralAccount';

export interface ReferredFriend {
  readonly status: ReferralProgress;
  readonly label: string;
  readonly joinedAt: number;
  readonly creditedMinor: number;
  readonly currency: CurrencyCode;
}

export interface ReferralOverview {
  readonly code: string;
  readonly invitePath: string;
  /** Balances in whole units of `currency`. */
  readonly stats: ReferralStats;
  readonly creditedBalance: number;
  readonly currency: CurrencyCode;
  readonly friends: ReadonlyArray<ReferredFriend>;
}

const asReferral = (stored: StoredReferral): O.Option<Referral> =>
  stored.status === 'ASSIGNED' || O.isNone(stored.purchasedAt)
    ? O.none
    : O.some({ status: stored.status, purchasedAt: new Date(stored.purchasedAt.value) });

export class GetReferralOverview {
  constructor(
    private readonly referrals: Referrals,
    private readonly creditDue: CreditDueReferrals,
    private readonly tokens: TokenGenerator,
    private readonly clock: Clock,
  ) {}

  execute(input: {
    readonly site: SiteKey;
    readonly customerId: string;
  }): TE.TaskEither<ReferralError, ReferralOverview> {
    const currency = SITES[input.site].currency;
    return pipe(
      this.creditDue.execute(O.some(input.customerId)),
      TE.chain(() => referralAccountOf(this.referrals, this.tokens, input.customerId, this.clock.now().getTime())),
      TE.bindTo('account'),
      TE.bind('friends', () => this.referrals.referralsBy(input.customerId)),
      TE.map(({ account, friends }) => {
        const inCurrency = friends.filter((f) => SITES[f.site].currency === currency);
        const referrals = inCurrency.flatMap((f) =>
          O.match(
            () => [],
            (r: Referral) => [r],
          )(asReferral(f)),
        );
        return {
          code: account.code,
          invitePath: referralInvitePath(account.code),
          stats: referralStats(account, referrals),
          creditedBalance: earnedReferralCredit(referrals),
          currency,
          friends: friends.map((f) => ({
            status: f.status,
            label: referralStatusLabel(f.status),
            joinedAt: f.assignedAt,
            creditedMinor: f.creditedMinor,
            currency: SITES[f.site].currency,
          })),
        };
      }),
    );
  }
}
