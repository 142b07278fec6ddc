/**
 * The wallet page and GET /v1/user/wallet (spec 1 §3 Wallet; spec 2 §7.7 "GET user wallet ...
 * returns a list of balances per currency"): every balance, and the statement in the site's
 * currency with its newest transactions.
 */
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { PurchaseError } from '@kerching/domain/checkout';
import { SITES, type SiteKey } from '@kerching/domain/site';
import {
  WALLET_STATEMENT_SIZE,
  type WalletBalance,
  type WalletStatement,
  walletStatement,
} from '@kerching/domain/wallet';
import type { Wallets } from '@kerching/ports/purchase';

export interface Wallet {
  /** Every currency the shopper holds credit in. */
  readonly balances: ReadonlyArray<WalletBalance>;
  readonly statement: WalletStatement;
}

export class GetWallet {
  constructor(private readonly wallets: Wallets) {}

  execute(input: { readonly site: SiteKey; readonly customerId: string }): TE.TaskEither<PurchaseError, Wallet> {
    const currency = SITES[input.site].currency;
    return pipe(
      TE.Do,
      TE.apS('balances', this.wallets.balances(input.customerId)),
      TE.apS('entries', this.wallets.entries(input.customerId, currency, WALLET_STATEMENT_SIZE)),
      TE.map(({ balances, entries }) => ({ balances, statement: walletStatement(currency, balances, entries) })),
    );
  }
}
