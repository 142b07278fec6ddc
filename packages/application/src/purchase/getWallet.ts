/**
 * The wallet page and GET /v1/user/wallet (spec 1 §3 Wallet; spec 2 §7.7 "GET user wallet ...
 * returns a list of balances per currency"): every balance, the statement in the site's currency
 * with its newest transactions, and the next of that currency's credit to expire.
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { PurchaseError } from '@kerching/domain/checkout';
import { SITES, type SiteKey } from '@kerching/domain/site';
import {
  WALLET_STATEMENT_SIZE,
  type CreditExpiry,
  type WalletBalance,
  type WalletStatement,
  nextCreditExpiry,
  walletStatement,
} from '@kerching/domain/wallet';
import type { Clock } from '@kerching/ports';
import type { Wallets } from '@kerching/ports/purchase';

export interface Wallet {
  /** Every currency the shopper holds credit in. */
  readonly balances: ReadonlyArray<WalletBalance>;
  readonly statement: WalletStatement;
  /** The next credit in the site's currency to expire; null when none will. */
  readonly nextExpiry: CreditExpiry | null;
}

export class GetWallet {
  constructor(
    private readonly wallets: Wallets,
    private readonly clock: Clock,
  ) {}

  execute(input: { readonly site: SiteKey; readonly customerId: string }): TE.TaskEither<PurchaseError, Wallet> {
    const currency = SITES[input.site].currency;
    const now = this.clock.now().getTime();
    return pipe(
      TE.Do,
      TE.apS('balances', this.wallets.balances(input.customerId, now)),
      TE.apS('entries', this.wallets.entries(input.customerId, currency, WALLET_STATEMENT_SIZE, now)),
      TE.apS('credits', this.wallets.credits(input.customerId, currency, now)),
      TE.map(({ balances, entries, credits }) => ({
        balances,
        statement: walletStatement(currency, balances, entries),
        nextExpiry: O.toNullable(nextCreditExpiry(credits, now)),
      })),
    );
  }
}
