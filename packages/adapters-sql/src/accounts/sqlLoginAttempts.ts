/**
 * Sign-in attempts over SQL, per email (and device) and per address, kept only as long as the rules
 * read them.
 *
 * An attempt is reserved before its password is checked (issue 40): in one transaction, under a
 * transaction-scoped advisory lock on the email and (for an unknown device) on the address, the
 * history is read, the rule decides, and an admitted attempt is inserted with no outcome yet
 * (`succeeded` null, read as a failure). Concurrent attempts for one email or from one address thus
 * queue for the few milliseconds of the reservation, and each sees every attempt admitted before
 * it: of fifty at once, only the limit's worth are admitted. The email lock is always taken before
 * the address lock, and no address lock is held while an email lock is awaited, so two
 * reservations cannot deadlock.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { LoginAttempt, LoginHistory, ThrottleDecision } from '@kerching/domain/account';
import type { LoginAttemptKey, LoginAttempts } from '@kerching/ports/accounts';
import type { SqlClient, SqlExecutor } from '../sqlClient';
import { deletedRows, millis, sql, timestamp } from './sqlSupport';

interface AttemptRow {
  readonly at: Date | string;
  /** Null while the attempt's password is being checked: counted as a failure. */
  readonly succeeded: boolean | null;
}

const toAttempt = (row: AttemptRow): LoginAttempt => ({ at: millis(row.at), succeeded: row.succeeded === true });

/** More than the rules ever need (10 in a row, 20 per address), so a flood cannot make reads slow. */
const MAX_ROWS = 200;

const ATTEMPTS = 'SELECT at, succeeded FROM login_attempts';
const NEWEST_FIRST = 'ORDER BY at DESC, id DESC LIMIT';

/** Oldest first, as the rules read them. */
const history = (rows: ReadonlyArray<AttemptRow>): ReadonlyArray<LoginAttempt> => rows.map(toAttempt).reverse();

const lock = (tx: SqlExecutor, key: string) =>
  tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`login_attempts:${key}`]);

/** The email's attempts from this device: its own when known, every unknown device's when not. */
const byDevice = (tx: SqlExecutor, key: LoginAttemptKey, since: number) =>
  O.isSome(key.device)
    ? tx.query<AttemptRow>(`${ATTEMPTS} WHERE email = $1 AND device = $2 AND at >= $3 ${NEWEST_FIRST} $4`, [
        key.email,
        key.device.value,
        timestamp(since),
        MAX_ROWS,
      ])
    : tx.query<AttemptRow>(`${ATTEMPTS} WHERE email = $1 AND device IS NULL AND at >= $2 ${NEWEST_FIRST} $3`, [
        key.email,
        timestamp(since),
        MAX_ROWS,
      ]);

const byColumn = (tx: SqlExecutor, column: 'email' | 'address', value: string, since: number) =>
  tx.query<AttemptRow>(`${ATTEMPTS} WHERE ${column} = $1 AND at >= $2 ${NEWEST_FIRST} $3`, [
    value,
    timestamp(since),
    MAX_ROWS,
  ]);

export class SqlLoginAttempts implements LoginAttempts {
  constructor(private readonly db: SqlClient) {}

  reserve(key: LoginAttemptKey, at: number, since: number, admit: (history: LoginHistory) => ThrottleDecision) {
    return sql(() =>
      this.db.transaction(async (tx) => {
        await lock(tx, `email:${key.email}`);
        if (O.isNone(key.device)) await lock(tx, `address:${key.address}`);
        const recent: LoginHistory = {
          byAccount: history(await byDevice(tx, key, since)),
          byAddress: history(await byColumn(tx, 'address', key.address, since)),
        };
        const decision = admit(recent);
        if (!decision.allowed) return E.left(decision);
        const [row] = await tx.query<{ id: string | number }>(
          'INSERT INTO login_attempts (email, address, device, at, succeeded) VALUES ($1, $2, $3, $4, NULL) RETURNING id',
          [key.email, key.address, O.toNullable(key.device), timestamp(at)],
        );
        if (row === undefined) throw new Error('login attempt not stored');
        return E.right({ id: String(row.id), history: recent });
      }),
    );
  }

  settle(id: string, succeeded: boolean) {
    return pipe(
      sql(() => this.db.query('UPDATE login_attempts SET succeeded = $2 WHERE id = $1', [id, succeeded])),
      TE.map(() => undefined),
    );
  }

  release(id: string) {
    return pipe(
      sql(() => this.db.query('DELETE FROM login_attempts WHERE id = $1', [id])),
      TE.map(() => undefined),
    );
  }

  forgetBefore(before: number) {
    return sql(() => deletedRows(this.db, 'DELETE FROM login_attempts WHERE at < $1', [timestamp(before)]));
  }
}
