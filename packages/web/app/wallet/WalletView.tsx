/**
 * /myaccount/wallet (spec 1 §2; spec 1 §3 Wallet): the credit the site's checkout can take, split
 * into promotional and refundable credit, when the next credit expires, credit held in the other
 * currency, and the history of credit in and out with the balance after each entry.
 */
import * as account from '../account/account.css';
import { AccountStats } from '../account/AccountStats';
import { AccountSection } from '../account/AccountSection';
import { AccountTable } from '../account/AccountTable';
import { WALLET_COPY as COPY } from './walletCopy';

export interface WalletPageModel {
  readonly available: string;
  readonly promotional: string;
  readonly refundable: string;
  readonly promotionalRule: string;
  /** When the next credit expires, and how much; null when none will. */
  readonly expiring: string | null;
  readonly otherBalances: ReadonlyArray<string>;
  readonly entries: ReadonlyArray<{
    readonly date: string;
    readonly details: string;
    readonly orderPath: string | null;
    readonly amount: string;
    readonly balanceAfter: string;
  }>;
}

export function WalletView({ model }: { readonly model: WalletPageModel }) {
  return (
    <>
      <p className={account.intro}>{COPY.intro}</p>
      <AccountSection id="wallet-balance" heading={COPY.balanceHeading}>
        <AccountStats
          testIdPrefix="wallet"
          stats={[
            { key: 'available', term: COPY.available, value: model.available },
            { key: 'promotional', term: COPY.promotional, value: model.promotional },
            { key: 'refundable', term: COPY.refundable, value: model.refundable },
          ]}
        />
        {model.expiring === null ? null : <p data-testid="wallet-expiring">{model.expiring}</p>}
        <p className={account.hint}>{model.promotionalRule}</p>
        {model.otherBalances.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </AccountSection>
      <AccountSection id="wallet-history" heading={COPY.historyHeading}>
        <AccountTable
          testId="wallet-history"
          headings={[COPY.date, COPY.details, COPY.amount, COPY.balanceAfter]}
          empty={COPY.noHistory}
          rows={model.entries.map((entry) => [
            entry.date,
            entry.orderPath === null ? (
              entry.details
            ) : (
              <>
                {entry.details}{' '}
                <a className={account.link} href={entry.orderPath}>
                  {COPY.order}
                </a>
              </>
            ),
            entry.amount,
            entry.balanceAfter,
          ])}
        />
      </AccountSection>
      <p className={account.links}>
        <a className={account.link} href="/giftcard/redeem">
          {COPY.redeemLink}
        </a>
        <a className={account.link} href="/page/wallet-credit-more-info">
          {COPY.moreInfo}
        </a>
        <a className={account.link} href="/page/wallettermsofuse">
          {COPY.terms}
        </a>
      </p>
    </>
  );
}
