/**
 * Newsletter subscriptions over SQL: one row per site and email (any case), revived by a new
 * subscription; an unsubscribed row stays (so the link keeps answering) with `unsubscribed_at`.
 */
import * as O from 'fp-ts/Option';
import type { NewsletterSubscription, NormalisedEmail } from '@kerching/domain/account';
import { normaliseEmail } from '@kerching/domain/account';
import type { SiteKey } from '@kerching/domain/site';
import type { NewsletterSubscriptions } from '@kerching/ports/accounts';
import type { SqlClient } from '../sqlClient';
import { millis, siteKeyOf, sql, timestamp } from './sqlSupport';

interface SubscriptionRow {
  readonly site_key: string;
  readonly email: string;
  readonly location: string;
  readonly unsubscribe_token: string;
  readonly subscribed_at: Date | string;
}

const COLUMNS = 'site_key, email, location, unsubscribe_token, subscribed_at';

const toSubscription = (row: SubscriptionRow): NewsletterSubscription => ({
  site: siteKeyOf(row.site_key),
  email: normaliseEmail(row.email),
  location: row.location,
  unsubscribeToken: row.unsubscribe_token,
  subscribedAt: millis(row.subscribed_at),
});

export class SqlNewsletterSubscriptions implements NewsletterSubscriptions {
  constructor(private readonly db: SqlClient) {}

  subscribe(subscription: NewsletterSubscription) {
    return sql(async () => {
      const rows = await this.db.query<SubscriptionRow>(
        `INSERT INTO newsletter_subscriptions AS s (site_key, email, location, unsubscribe_token, subscribed_at)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (site_key, (lower(email))) DO UPDATE
           SET location = EXCLUDED.location,
               subscribed_at = CASE WHEN s.unsubscribed_at IS NULL THEN s.subscribed_at ELSE EXCLUDED.subscribed_at END,
               unsubscribed_at = NULL
         RETURNING ${COLUMNS}`,
        [
          subscription.site,
          subscription.email,
          subscription.location,
          subscription.unsubscribeToken,
          timestamp(subscription.subscribedAt),
        ],
      );
      const [row] = rows;
      if (row === undefined) throw new Error('subscription upsert returned nothing');
      return toSubscription(row);
    });
  }

  bySiteAndEmail(site: SiteKey, email: NormalisedEmail) {
    return sql(async () => {
      const [row] = await this.db.query<SubscriptionRow>(
        `SELECT ${COLUMNS} FROM newsletter_subscriptions
          WHERE site_key = $1 AND lower(email) = lower($2) AND unsubscribed_at IS NULL`,
        [site, email],
      );
      return O.fromNullable(row === undefined ? undefined : toSubscription(row));
    });
  }

  unsubscribe(token: string, now: number) {
    return sql(async () => {
      const [row] = await this.db.query<SubscriptionRow>(
        `UPDATE newsletter_subscriptions SET unsubscribed_at = COALESCE(unsubscribed_at, $2)
          WHERE unsubscribe_token = $1 RETURNING ${COLUMNS}`,
        [token, timestamp(now)],
      );
      return O.fromNullable(row === undefined ? undefined : toSubscription(row));
    });
  }
}
