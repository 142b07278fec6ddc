/** The shopper's referral code, made on first use: a random code, another tried if one is taken. */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { type ReferralError, referralCodeFromToken } from '@kerching/domain/referral';
import type { ReferralAccount, Referrals } from '@kerching/ports';
import type { TokenGenerator } from '@kerching/ports/accounts';

const ATTEMPTS = 5;

export const referralAccountOf = (
  referrals: Referrals,
  tokens: TokenGenerator,
  customerId: string,
  now: number,
  attempt = 1,
): TE.TaskEither<ReferralError, ReferralAccount> =>
  pipe(
    referrals.account(customerId),
    TE.chain(
      O.match(
        () =>
          pipe(
            referrals.openAccount(customerId, referralCodeFromToken(tokens.newToken()), now),
            TE.chain(
              O.match(
                () =>
                  attempt < ATTEMPTS
                    ? referralAccountOf(referrals, tokens, customerId, now, attempt + 1)
                    : TE.left<ReferralError, ReferralAccount>({
                        code: 'REFERRAL.UNAVAILABLE',
                        detail: `no free referral code after ${ATTEMPTS} attempts`,
                      }),
                (account) => TE.right(account),
              ),
            ),
          ),
        (account) => TE.right(account),
      ),
    ),
  );
