/**
 * /myaccount/refer-a-friend (spec 1 §2; spec 1 §3 Referral): the shopper's invitation link with a
 * copy button and share links, how the credit works, the stats (links opened and shared, credit
 * earned, pending and cancelled) and the friends who joined. Sharing is counted through the page's
 * action (a fetcher), without holding up the share itself.
 */
import { useState } from 'react';
import { useFetcher, useRouteLoaderData } from 'react-router';
import type { ReferralShareLink } from '@kerching/domain/referral';
import { CSRF_FIELD_NAME } from '../shell/CsrfField';
import type { ShellData } from '../shell/shellModel';
import * as account from '../account/account.css';
import { MY_WALLET } from '../account/accountPagesNav';
import { AccountStats } from '../account/AccountStats';
import { AccountSection } from '../account/AccountSection';
import { AccountTable } from '../account/AccountTable';
import * as purchase from '../purchase/purchase.css';
import { REFERRAL_COPY as COPY } from './referralCopy';
import * as css from './referral.css';

export interface ReferralPageModel {
  readonly explainer: string;
  readonly code: string;
  readonly inviteUrl: string;
  readonly shareLinks: ReadonlyArray<ReferralShareLink>;
  readonly stats: {
    readonly linksOpened: number;
    readonly linksShared: number;
    readonly earned: string;
    readonly pending: string;
    readonly cancelled: string;
  };
  readonly friends: ReadonlyArray<{ readonly joined: string; readonly status: string; readonly credit: string }>;
}

export function ReferAFriendView({ model }: { readonly model: ReferralPageModel }) {
  const fetcher = useFetcher();
  const csrfToken = useRouteLoaderData<ShellData>('root')?.csrfToken ?? '';
  const [copied, setCopied] = useState(false);
  const shared = (channel: string): void => {
    void fetcher.submit({ channel, [CSRF_FIELD_NAME]: csrfToken }, { method: 'post' });
  };
  const copy = (): void => {
    void navigator.clipboard?.writeText(model.inviteUrl).then(() => {
      setCopied(true);
      shared('copy');
    });
  };
  const { stats } = model;
  return (
    <>
      <p className={account.intro}>{model.explainer}</p>
      <AccountSection id="referral-link" heading={COPY.linkHeading}>
        <label className={account.label} htmlFor="referral-link-url">
          {COPY.linkLabel}
        </label>
        <div className={css.linkRow}>
          <input
            id="referral-link-url"
            className={`${account.input} ${css.linkInput}`}
            readOnly
            value={model.inviteUrl}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className={account.button} onClick={copy}>
            {COPY.copy}
          </button>
        </div>
        <p role="status" className={account.hint}>
          {copied ? COPY.copied : ''}
        </p>
        <ul className={css.shareList} aria-label={COPY.shareLabel}>
          {model.shareLinks.map((link) => (
            <li key={link.channel}>
              <a
                className={css.shareLink}
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={COPY.shareVia(link.label)}
                onClick={() => shared(link.channel)}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <p>
          {COPY.code}: <span className={purchase.code}>{model.code}</span>
        </p>
      </AccountSection>
      <AccountSection id="referral-stats" heading={COPY.statsHeading}>
        <AccountStats
          testIdPrefix="referral"
          stats={[
            { key: 'opened', term: COPY.linksOpened, value: String(stats.linksOpened) },
            { key: 'shared', term: COPY.linksShared, value: String(stats.linksShared) },
            { key: 'earned', term: COPY.earned, value: stats.earned },
            { key: 'pending', term: COPY.pending, value: stats.pending },
            { key: 'cancelled', term: COPY.cancelled, value: stats.cancelled },
          ]}
        />
        <p>
          {COPY.toWallet}{' '}
          <a className={account.link} href={MY_WALLET.href}>
            {COPY.walletLink}
          </a>
        </p>
        <h3 className={account.subheading}>{COPY.friendsHeading}</h3>
        <AccountTable
          testId="referred-friends"
          headings={[COPY.joined, COPY.status, COPY.credit]}
          empty={COPY.noFriends}
          rows={model.friends.map((friend) => [friend.joined, friend.status, friend.credit])}
        />
      </AccountSection>
    </>
  );
}
