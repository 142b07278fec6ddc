/**
 * Gift cards in SQL. A redemption locks the card's row (SELECT ... FOR UPDATE), so two shoppers
 * redeeming one card at once are served one after the other and the second finds it redeemed; the
 * wallet is credited in the same transaction. A refused redemption writes nothing.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { PurchaseError } from '@kerching/domain/checkout';
import type { GiftCard, WalletCreditGrant } from '@kerching/domain/wallet';
import type { GiftCards } from '@kerching/ports/purchase';
import type { CurrencyCode } from '@kerching/domain/site';
import type { SqlClient } from '../sqlClient';
import { currencyOf, int, millis, refusableTransaction, sql, timestamp } from './sqlSupport';
import { creditWallet } from './sqlWallets';

interface GiftCardRow {
  readonly code: string;
  readonly currency: string;
  readonly amount_minor: number;
  readonly issued_at: Date | string;
  readonly redeemed_at: Date | string | null;
}

const toGiftCard = (row: GiftCardRow): GiftCard => ({
  code: row.code,
  currency: currencyOf(row.currency),
  amountMinor: int(row.amount_minor),
  issuedAt: new Date(millis(row.issued_at)),
  redeemed: row.redeemed_at !== null,
});

export class SqlGiftCards implements GiftCards {
  constructor(private readonly db: SqlClient) {}

  redeem(
    request: { readonly code: string; readonly customerId: string; readonly at: number },
    decide: (card: O.Option<GiftCard>) => E.Either<PurchaseError, WalletCreditGrant>,
  ): TE.TaskEither<PurchaseError, WalletCreditGrant> {
    return refusableTransaction(this.db, async (tx, refuse) => {
      const [row] = await tx.query<GiftCardRow>(
        'SELECT code, currency, amount_minor, issued_at, redeemed_at FROM gift_card WHERE code = $1 FOR UPDATE',
        [request.code],
      );
      const decided = decide(O.map(toGiftCard)(O.fromNullable(row)));
      if (E.isLeft(decided)) return refuse(decided.left);
      await tx.query('UPDATE gift_card SET redeemed_by = $2, redeemed_at = $3 WHERE code = $1', [
        request.code,
        request.customerId,
        timestamp(request.at),
      ]);
      const grant = decided.right;
      await creditWallet(
        tx,
        request.customerId,
        grant.currency,
        'refundable',
        grant.amountMinor,
        request.at,
        grant.expiresAt.getTime(),
      );
      return grant;
    });
  }

  issue(card: {
    readonly code: string;
    readonly currency: CurrencyCode;
    readonly amountMinor: number;
    readonly issuedAt: number;
  }) {
    return pipe(
      sql(() =>
        this.db.query(
          `INSERT INTO gift_card (code, currency, amount_minor, issued_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (code) DO NOTHING`,
          [card.code, card.currency, card.amountMinor, timestamp(card.issuedAt)],
        ),
      ),
      TE.map(() => undefined),
    );
  }
}
