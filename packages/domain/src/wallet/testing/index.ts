/**
 * Test helpers of the wallet family. Production credits a wallet grant by grant (with expiries) in
 * the SQL store; the balance tests only need a balance with more credit of a kind in it.
 */
import * as E from 'fp-ts/Either';
import { type DomainError, domainError } from '../../shared/error';
import { WALLET_INVALID_AMOUNT } from '../messages';
import { type WalletAmountCode, type WalletBalance, type WalletCreditKind, walletBalance } from '../walletBalance';

/** The balance with `amountMinor` more credit of `kind`; refused for an amount that is not whole and non-negative. */
export const creditWallet = (
  balance: WalletBalance,
  kind: WalletCreditKind,
  amountMinor: number,
): E.Either<DomainError<WalletAmountCode>, WalletBalance> => {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0)
    return E.left(domainError('WALLET.INVALID_AMOUNT', `${WALLET_INVALID_AMOUNT} (${amountMinor})`));
  return E.right(
    kind === 'marketing'
      ? walletBalance(balance.currency, balance.marketingBalance + amountMinor, balance.refundableBalance)
      : walletBalance(balance.currency, balance.marketingBalance, balance.refundableBalance + amountMinor),
  );
};
