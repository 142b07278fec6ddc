/** A sentence about credit just added to the wallet, with the way to see it. */
import * as account from '../account/account.css';
import { MY_WALLET } from '../account/accountPagesNav';
import { WALLET_COPY } from './walletCopy';

export function WalletNotice({ message }: { readonly message: string }) {
  return (
    <p className={account.notice} role="status">
      {message}{' '}
      <a className={account.link} href={MY_WALLET.href}>
        {WALLET_COPY.seeWallet}
      </a>
    </p>
  );
}
