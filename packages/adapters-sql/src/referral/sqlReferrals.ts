/**
 * Referrals over SQL (ports/referrals.ts). Crediting locks the referrer's account row, so two
 * credits for one referrer run one after the other and the 200 limit counts each exactly once.
 * Assigning takes one lock for all assignments, so no two of them can close a circle together.
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { SITES, type CurrencyCode, type SiteKey } from '@kerching/domain/site';
import type { ReferralError, ReferralProgress } from '@kerching/domain/referral';
import type { ReferralAccount, ReferralCredit, Referrals, StoredReferral } from '@kerching/ports';
import type { SqlClient, SqlExecutor } from '../sqlClient';
import { queryOr } from '../queryOr';
import { int, millis, siteKeyOf, timestamp } from '../purchase/sqlSupport';
import { creditWallet } from '../purchase/sqlWallets';

const sql = queryOr('REFERRAL.UNAVAILABLE');

const ASSIGN_LOCK = 'referral:assign';
/** Far longer than any real chain; a bound so a bad row could never make the walk endless. */
const CHAIN_LIMIT = 1000;

/**
 * Whether `friendId` referred `referrerId`, or whoever referred them, and so on up: linking the
 * friend to the referrer would then close a circle (issue 40 item 7). A friend has one referrer at
 * most (friend_id is the key), so the chain is a line walked upwards.
 */
const inReferrersChain = async (db: SqlExecutor, friendId: string, referrerId: string): Promise<boolean> => {
  const [row] = await db.query<{ circular: boolean }>(
    `WITH RECURSIVE chain (customer_id, depth) AS (
       SELECT referrer_id, 1 FROM referral WHERE friend_id = $2
       UNION ALL
       SELECT r.referrer_id, c.depth + 1 FROM referral r JOIN chain c ON r.friend_id = c.customer_id
        WHERE c.depth < $3
     )
     SELECT EXISTS (SELECT 1 FROM chain WHERE customer_id = $1) AS circular`,
    [friendId, referrerId, CHAIN_LIMIT],
  );
  return row?.circular === true;
};

interface AccountRow {
  readonly customer_id: string;
  readonly code: string;
  readonly links_opened: number | string;
  readonly links_shared: number | string;
}

const ACCOUNT_COLUMNS = 'customer_id, code, links_opened, links_shared';

const accountOf = (row: AccountRow | undefined): O.Option<ReferralAccount> =>
  row === undefined
    ? O.none
    : O.some({
        customerId: row.customer_id,
        code: row.code,
        linksOpened: int(row.links_opened),
        linksShared: int(row.links_shared),
      });

interface ReferralRow {
  readonly friend_id: string;
  readonly site_key: string;
  readonly status: string;
  readonly assigned_at: Date | string;
  readonly purchased_at: Date | string | null;
  readonly credited_minor: number | string;
}

const STATUSES: ReadonlyArray<ReferralProgress> = ['ASSIGNED', 'PENDING', 'CREDITED', 'CANCELLED'];

const statusOf = (text: string): ReferralProgress => {
  const status = STATUSES.find((s) => s === text);
  if (status === undefined) throw new Error(`unknown referral status in a row: ${text}`);
  return status;
};

const referralOf = (row: ReferralRow): StoredReferral => ({
  friendId: row.friend_id,
  site: siteKeyOf(row.site_key),
  status: statusOf(row.status),
  assignedAt: millis(row.assigned_at),
  purchasedAt: row.purchased_at === null ? O.none : O.some(millis(row.purchased_at)),
  creditedMinor: int(row.credited_minor),
});

/** The sites that take a currency: the limit counts credit per currency. */
const sitesPaying = (currency: CurrencyCode): SiteKey[] =>
  Object.values(SITES)
    .filter((site) => site.currency === currency)
    .map((site) => site.key);

const creditIn = async (
  tx: SqlExecutor,
  friendId: string,
  now: number,
  amountFor: (creditedBefore: number) => number,
): Promise<O.Option<ReferralCredit>> => {
  const [found] = await tx.query<{ referrer_id: string; site_key: string }>(
    "SELECT referrer_id, site_key FROM referral WHERE friend_id = $1 AND status = 'PENDING'",
    [friendId],
  );
  if (found === undefined) return O.none;
  // One credit at a time per referrer; then make sure the referral is still pending.
  await tx.query('SELECT customer_id FROM referral_account WHERE customer_id = $1 FOR UPDATE', [found.referrer_id]);
  const [still] = await tx.query<{ friend_id: string }>(
    "SELECT friend_id FROM referral WHERE friend_id = $1 AND status = 'PENDING' FOR UPDATE",
    [friendId],
  );
  if (still === undefined) return O.none;
  const currency = SITES[siteKeyOf(found.site_key)].currency;
  const [counted] = await tx.query<{ n: number | string }>(
    "SELECT count(*) AS n FROM referral WHERE referrer_id = $1 AND status = 'CREDITED' AND site_key = ANY($2)",
    [found.referrer_id, sitesPaying(currency)],
  );
  const amountMinor = amountFor(int(counted?.n ?? 0));
  await tx.query(
    "UPDATE referral SET status = 'CREDITED', credited_at = $2, credited_minor = $3 WHERE friend_id = $1",
    [friendId, timestamp(now), amountMinor],
  );
  if (amountMinor > 0) await creditWallet(tx, found.referrer_id, currency, 'marketing', amountMinor, now, null);
  return O.some({ referrerId: found.referrer_id, amountMinor, currency });
};

export class SqlReferrals implements Referrals {
  constructor(private readonly db: SqlClient) {}

  account(customerId: string) {
    return sql(async () => {
      const [row] = await this.db.query<AccountRow>(
        `SELECT ${ACCOUNT_COLUMNS} FROM referral_account WHERE customer_id = $1`,
        [customerId],
      );
      return accountOf(row);
    });
  }

  openAccount(customerId: string, code: string, now: number) {
    return sql(async () => {
      // A code another customer holds makes the insert do nothing; so does the customer's own row.
      await this.db.query(
        'INSERT INTO referral_account (customer_id, code, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [customerId, code, timestamp(now)],
      );
      const [row] = await this.db.query<AccountRow>(
        `SELECT ${ACCOUNT_COLUMNS} FROM referral_account WHERE customer_id = $1`,
        [customerId],
      );
      return accountOf(row);
    });
  }

  byCode(code: string) {
    return sql(async () => {
      const [row] = await this.db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM referral_account WHERE code = $1`, [
        code,
      ]);
      return accountOf(row);
    });
  }

  countShare(customerId: string) {
    return sql(async () => {
      await this.db.query('UPDATE referral_account SET links_shared = links_shared + 1 WHERE customer_id = $1', [
        customerId,
      ]);
    });
  }

  countOpen(code: string) {
    return sql(async () => {
      await this.db.query('UPDATE referral_account SET links_opened = links_opened + 1 WHERE code = $1', [code]);
    });
  }

  referralsBy(referrerId: string) {
    return sql(async () => {
      const rows = await this.db.query<ReferralRow>(
        `SELECT friend_id, site_key, status, assigned_at, purchased_at, credited_minor FROM referral
          WHERE referrer_id = $1 ORDER BY assigned_at DESC, friend_id`,
        [referrerId],
      );
      return rows.map(referralOf);
    });
  }

  friendFacts(friendId: string, referrerId: string) {
    return sql(async () => {
      const [row] = await this.db.query<{ has_ordered: boolean; already_referred: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM purchase_order WHERE customer_id = $1) AS has_ordered,
                EXISTS (SELECT 1 FROM referral WHERE friend_id = $1) AS already_referred`,
        [friendId],
      );
      return {
        hasOrdered: row?.has_ordered === true,
        alreadyReferred: row?.already_referred === true,
        referredReferrer: await inReferrersChain(this.db, friendId, referrerId),
      };
    });
  }

  assign(referrerId: string, friendId: string, site: SiteKey, now: number) {
    return TE.chain((outcome: 'assigned' | 'taken' | 'circular') => {
      if (outcome === 'assigned') return TE.right(undefined);
      return TE.left<ReferralError>(
        outcome === 'circular'
          ? { code: 'REFERRAL.CIRCULAR', detail: `friend ${friendId} is up referrer ${referrerId}'s chain` }
          : { code: 'REFERRAL.ALREADY_REFERRED', detail: `friend ${friendId} already referred` },
      );
    })(
      sql(() =>
        this.db.transaction(async (tx) => {
          // One assignment at a time: two crossing ones (A refers B while B refers A) would each
          // pass the circle check before the other's row exists.
          await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [ASSIGN_LOCK]);
          if (await inReferrersChain(tx, friendId, referrerId)) return 'circular' as const;
          const rows = await tx.query<{ friend_id: string }>(
            `INSERT INTO referral (friend_id, referrer_id, site_key, status, assigned_at) VALUES ($1, $2, $3, 'ASSIGNED', $4)
             ON CONFLICT (friend_id) DO NOTHING RETURNING friend_id`,
            [friendId, referrerId, site, timestamp(now)],
          );
          return rows.length === 1 ? ('assigned' as const) : ('taken' as const);
        }),
      ),
    );
  }

  pendingPurchasedBy(purchasedBy: number, referrerId: O.Option<string>) {
    return sql(async () => {
      const rows = await this.db.query<{ friend_id: string }>(
        `SELECT friend_id FROM referral
          WHERE status = 'PENDING' AND purchased_at <= $1 AND ($2::text IS NULL OR referrer_id = $2)
          ORDER BY purchased_at, friend_id LIMIT 500`,
        [timestamp(purchasedBy), O.toNullable(referrerId)],
      );
      return rows.map((row) => row.friend_id);
    });
  }

  credit(friendId: string, now: number, amountFor: (creditedBefore: number) => number) {
    return sql(() => this.db.transaction((tx) => creditIn(tx, friendId, now, amountFor)));
  }
}

/** A referred friend's first order makes their referral pending, in the order's transaction. */
export const firstReferredPurchase = async (
  tx: SqlExecutor,
  friendId: string,
  orderId: string,
  at: number,
): Promise<void> => {
  await tx.query(
    `UPDATE referral SET status = 'PENDING', order_id = $2, purchased_at = $3
      WHERE friend_id = $1 AND status = 'ASSIGNED'`,
    [friendId, orderId, timestamp(at)],
  );
};

/**
 * Inside a refund's transaction: the friend refunded the order that made their referral pending, so
 * it is cancelled (spec 1 §4 "cancelled if the friend refunds"). A credited referral stays credited.
 */
export const cancelReferralOfRefundedOrder = async (tx: SqlExecutor, orderId: string): Promise<void> => {
  await tx.query(`UPDATE referral SET status = 'CANCELLED' WHERE order_id = $1 AND status = 'PENDING'`, [orderId]);
};
