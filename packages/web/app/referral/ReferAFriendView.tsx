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
      <section className={css.section} aria-labelledby="referral-link">
        <h2 id="referral-link" className={css.subheading}>
          {COPY.linkHeading}
        </h2>
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
      </section>
      <section className={css.section} aria-labelledby="referral-stats">
        <h2 id="referral-stats" className={css.subheading}>
          {COPY.statsHeading}
        </h2>
        <dl className={css.stats}>
          {[
            ['opened', COPY.linksOpened, String(stats.linksOpened)],
            ['shared', COPY.linksShared, String(stats.linksShared)],
            ['earned', COPY.earned, stats.earned],
            ['pending', COPY.pending, stats.pending],
            ['cancelled', COPY.cancelled, stats.cancelled],
          ].map(([key, term, value]) => (
            <div key={key} className={css.stat} data-testid={`referral-${key}`}>
              <dt>{term}</dt>
              <dd className={css.statValue}>{value}</dd>
            </div>
          ))}
        </dl>
        <h3 className={css.subheading}>{COPY.friendsHeading}</h3>
        {model.friends.length === 0 ? (
          <p>{COPY.noFriends}</p>
        ) : (
          <table className={purchase.vouchers} data-testid="referred-friends">
            <thead>
              <tr>
                <th className={purchase.cell} scope="col">
                  {COPY.joined}
                </th>
                <th className={purchase.cell} scope="col">
                  {COPY.status}
                </th>
                <th className={purchase.cell} scope="col">
                  {COPY.credit}
                </th>
              </tr>
            </thead>
            <tbody>
              {model.friends.map((friend, index) => (
                <tr key={index}>
                  <td className={purchase.cell}>{friend.joined}</td>
                  <td className={purchase.cell}>{friend.status}</td>
                  <td className={purchase.cell}>{friend.credit}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
