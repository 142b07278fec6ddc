/**
 * Users over SQL. The email's uniqueness (any case) is the unique index on lower(email); a
 * creation that loses a race answers ACCOUNT.EMAIL_TAKEN. Anonymisation is one transaction that
 * first locks the row and re-checks it, so concurrent jobs anonymise an account once.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  type Account,
  type AccountError,
  type AccountOrigin,
  type AnonymisedIdentity,
  type DeletionState,
  type NormalisedEmail,
  type ProfileUpdate,
  type UserId,
  NOT_DELETED,
  accountError,
  normaliseEmail,
} from '@kerching/domain/account';
import type { NewAccount, Users } from '@kerching/ports/accounts';
import type { SqlClient } from '../sqlClient';
import { isUniqueViolation, millis, optionalMillis, sql, timestamp } from './sqlSupport';

interface UserRow {
  readonly id: string;
  readonly email: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly customer_token: string;
  readonly has_password: boolean;
  readonly vip_user: boolean;
  readonly has_address: boolean;
  readonly is_facebook: boolean;
  readonly google_subject: string | null;
  readonly locked_at: Date | string | null;
  readonly registered_via: string;
  readonly origin: string | null;
  readonly created_at: Date | string;
  readonly deletion_requested_at: Date | string | null;
  readonly anonymised_at: Date | string | null;
}

const COLUMNS = `id, email, first_name, last_name, customer_token, password_hash IS NOT NULL AS has_password,
  vip_user, has_address, is_facebook, google_subject, locked_at, registered_via, origin, created_at,
  deletion_requested_at, anonymised_at`;

const ORIGINS: ReadonlyArray<AccountOrigin> = ['standard', 'vip', 'express', 'google'];

const originOf = (text: string): AccountOrigin => {
  const origin = ORIGINS.find((o) => o === text);
  if (origin === undefined) throw new Error(`unknown registered_via: ${text}`);
  return origin;
};

const deletionOf = (row: UserRow): DeletionState => {
  const requestedAt = optionalMillis(row.deletion_requested_at);
  const anonymisedAt = optionalMillis(row.anonymised_at);
  if (requestedAt === null) return NOT_DELETED;
  return anonymisedAt === null ? { kind: 'initiated', requestedAt } : { kind: 'anonymised', requestedAt, anonymisedAt };
};

export const toAccount = (row: UserRow): Account => ({
  id: row.id,
  email: normaliseEmail(row.email),
  firstName: row.first_name,
  lastName: row.last_name,
  customerToken: row.customer_token,
  vipUser: row.vip_user,
  hasPassword: row.has_password,
  hasAddress: row.has_address,
  isFacebook: row.is_facebook,
  googleSubject: O.fromNullable(row.google_subject),
  lockedAt: O.fromNullable(optionalMillis(row.locked_at)),
  registeredVia: originOf(row.registered_via),
  origin: O.fromNullable(row.origin),
  createdAt: millis(row.created_at),
  deletion: deletionOf(row),
});

const notFound = (): AccountError => accountError('ACCOUNT.NOT_FOUND', 'no such account');

const found = (rows: readonly UserRow[]): E.Either<AccountError, Account> => {
  const [row] = rows;
  return row === undefined ? E.left(notFound()) : E.right(toAccount(row));
};

const USABLE = 'deletion_requested_at IS NULL';

export class SqlUsers implements Users {
  constructor(private readonly db: SqlClient) {}

  private one(where: string, params: readonly unknown[]): TE.TaskEither<AccountError, O.Option<Account>> {
    return sql(async () => {
      const [row] = await this.db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE ${where}`, params);
      return row === undefined ? O.none : O.some(toAccount(row));
    });
  }

  byId(id: UserId) {
    return this.one('id = $1', [id]);
  }

  byEmail(email: NormalisedEmail) {
    return this.one('lower(email) = lower($1)', [email]);
  }

  byGoogleSubject(subject: string) {
    return this.one('google_subject = $1', [subject]);
  }

  create(account: NewAccount): TE.TaskEither<AccountError, Account> {
    return pipe(
      sql(async () => {
        const created = await this.db.query<UserRow>(
          `INSERT INTO users (id, email, first_name, last_name, customer_token, password_hash, google_subject,
                              registered_via, origin, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
           ON CONFLICT DO NOTHING
           RETURNING ${COLUMNS}`,
          [
            account.id,
            account.email,
            account.firstName,
            account.lastName,
            account.customerToken,
            O.toNullable(account.passwordHash),
            O.toNullable(account.googleSubject),
            account.registeredVia,
            O.toNullable(account.origin),
            timestamp(account.createdAt),
          ],
        );
        if (created[0] !== undefined) return E.right(toAccount(created[0]));
        const taken = await this.db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [account.email]);
        return E.left(
          taken.length > 0
            ? accountError('ACCOUNT.EMAIL_TAKEN', 'email taken')
            : accountError('ACCOUNT.UNAVAILABLE', 'id, customer token or Google subject taken'),
        );
      }),
      TE.chainEitherK((result) => result),
    );
  }

  passwordHash(id: UserId) {
    return sql(async () => {
      const [row] = await this.db.query<{ password_hash: string | null }>(
        'SELECT password_hash FROM users WHERE id = $1',
        [id],
      );
      return O.fromNullable(row?.password_hash);
    });
  }

  setPassword(id: UserId, passwordHash: string, now: number) {
    return pipe(
      sql(() =>
        this.db.query<UserRow>(
          `UPDATE users SET password_hash = $2, locked_at = NULL, updated_at = $3
            WHERE id = $1 AND ${USABLE} RETURNING ${COLUMNS}`,
          [id, passwordHash, timestamp(now)],
        ),
      ),
      TE.chainEitherK(found),
      TE.map(() => undefined),
    );
  }

  updateProfile(id: UserId, update: ProfileUpdate, now: number) {
    return pipe(
      sql(() =>
        this.db.query<UserRow>(
          `UPDATE users SET first_name = $2, last_name = $3, updated_at = $4
            WHERE id = $1 AND ${USABLE} RETURNING ${COLUMNS}`,
          [id, update.firstName, update.lastName, timestamp(now)],
        ),
      ),
      TE.chainEitherK(found),
    );
  }

  markLocked(id: UserId, now: number) {
    return pipe(
      sql(() =>
        this.db.query<UserRow>(
          `UPDATE users SET locked_at = COALESCE(locked_at, $2), updated_at = $2
            WHERE id = $1 AND ${USABLE} RETURNING ${COLUMNS}`,
          [id, timestamp(now)],
        ),
      ),
      TE.chainEitherK(found),
      TE.map(() => undefined),
    );
  }

  linkGoogle(id: UserId, subject: string, now: number) {
    return pipe(
      sql(
        () =>
          this.db.query<UserRow>(
            `UPDATE users SET google_subject = $2, updated_at = $3
              WHERE id = $1 AND ${USABLE} RETURNING ${COLUMNS}`,
            [id, subject, timestamp(now)],
          ),
        (error) =>
          isUniqueViolation(error)
            ? accountError('ACCOUNT.GOOGLE_TOKEN_INVALID', 'Google subject linked to another account')
            : undefined,
      ),
      TE.chainEitherK(found),
    );
  }

  startDeletion(id: UserId, now: number) {
    return pipe(
      sql(() =>
        this.db.query<UserRow>(
          `UPDATE users SET deletion_requested_at = COALESCE(deletion_requested_at, $2), updated_at = $2
            WHERE id = $1 AND anonymised_at IS NULL RETURNING ${COLUMNS}`,
          [id, timestamp(now)],
        ),
      ),
      TE.chainEitherK(found),
    );
  }

  awaitingAnonymisation(limit: number) {
    return sql(async () => {
      const rows = await this.db.query<{ id: string }>(
        `SELECT id FROM users WHERE deletion_requested_at IS NOT NULL AND anonymised_at IS NULL
          ORDER BY deletion_requested_at, id LIMIT $1`,
        [limit],
      );
      return rows.map((row) => row.id);
    });
  }

  anonymise(id: UserId, identity: AnonymisedIdentity, now: number) {
    return sql(() =>
      this.db.transaction(async (tx) => {
        const [row] = await tx.query<{ email: string }>(
          `SELECT email FROM users WHERE id = $1 AND deletion_requested_at IS NOT NULL AND anonymised_at IS NULL
           FOR UPDATE`,
          [id],
        );
        if (row === undefined) return false;
        const updated = await tx.query(
          `UPDATE users SET email = $2, first_name = $3, last_name = $4, password_hash = NULL, google_subject = NULL,
                  is_facebook = false, has_address = false, origin = NULL, locked_at = NULL,
                  anonymised_at = $5, updated_at = $5
            WHERE id = $1 AND anonymised_at IS NULL RETURNING id`,
          [id, identity.email, identity.firstName, identity.lastName, timestamp(now)],
        );
        if (updated.length === 0) return false;
        await tx.query('DELETE FROM sessions WHERE user_id = $1', [id]);
        await tx.query('DELETE FROM one_time_tokens WHERE user_id = $1', [id]);
        await tx.query('DELETE FROM newsletter_subscriptions WHERE lower(email) = lower($1)', [row.email]);
        await tx.query('DELETE FROM login_attempts WHERE email = $1', [row.email]);
        await tx.query('DELETE FROM mail_outbox WHERE recipient = $1', [row.email]);
        await tx.query('DELETE FROM back_in_stock_alert WHERE email = $1', [row.email]);
        await tx.query('DELETE FROM customer_details WHERE customer_id = $1', [id]);
        await tx.query('DELETE FROM wishlist WHERE customer_id = $1', [id]);
        await tx.query(
          'DELETE FROM order_passenger WHERE order_id IN (SELECT id FROM purchase_order WHERE customer_id = $1)',
          [id],
        );
        return true;
      }),
    );
  }
}
