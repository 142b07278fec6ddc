/** Sessions over SQL, stored under the SHA-256 of their id (a leaked table opens no session). */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { Session, SessionId, UserId } from '@kerching/domain/account';
import type { Sessions } from '@kerching/ports/accounts';
import type { SqlClient } from '../sqlClient';
import { millis, optionalMillis, secretHash, sql, timestamp } from './sqlSupport';

interface SessionRow {
  readonly user_id: string;
  readonly remember_me: boolean;
  readonly created_at: Date | string;
  readonly last_seen_at: Date | string;
  readonly revoked_at: Date | string | null;
}

export class SqlSessions implements Sessions {
  constructor(private readonly db: SqlClient) {}

  create(session: Session) {
    return pipe(
      sql(() =>
        this.db.query(
          `INSERT INTO sessions (id_hash, user_id, remember_me, created_at, last_seen_at, revoked_at)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [
            secretHash(session.id),
            session.userId,
            session.rememberMe,
            timestamp(session.createdAt),
            timestamp(session.lastSeenAt),
            pipe(session.revokedAt, O.map(timestamp), O.toNullable),
          ],
        ),
      ),
      TE.map(() => undefined),
    );
  }

  byId(id: SessionId) {
    return sql(async () => {
      const [row] = await this.db.query<SessionRow>(
        'SELECT user_id, remember_me, created_at, last_seen_at, revoked_at FROM sessions WHERE id_hash = $1',
        [secretHash(id)],
      );
      return row === undefined
        ? O.none
        : O.some<Session>({
            id,
            userId: row.user_id,
            rememberMe: row.remember_me,
            createdAt: millis(row.created_at),
            lastSeenAt: millis(row.last_seen_at),
            revokedAt: O.fromNullable(optionalMillis(row.revoked_at)),
          });
    });
  }

  touch(id: SessionId, now: number) {
    return pipe(
      sql(() =>
        this.db.query(
          `UPDATE sessions SET last_seen_at = GREATEST(last_seen_at, $2)
            WHERE id_hash = $1 AND revoked_at IS NULL`,
          [secretHash(id), timestamp(now)],
        ),
      ),
      TE.map(() => undefined),
    );
  }

  revoke(id: SessionId, now: number) {
    return pipe(
      sql(() =>
        this.db.query('UPDATE sessions SET revoked_at = $2 WHERE id_hash = $1 AND revoked_at IS NULL', [
          secretHash(id),
          timestamp(now),
        ]),
      ),
      TE.map(() => undefined),
    );
  }

  revokeAllForUser(userId: UserId, now: number, except: O.Option<SessionId>) {
    return sql(async () => {
      const ended = await this.db.query(
        `UPDATE sessions SET revoked_at = $2
          WHERE user_id = $1 AND revoked_at IS NULL AND id_hash IS DISTINCT FROM $3 RETURNING 1`,
        [userId, timestamp(now), pipe(except, O.map(secretHash), O.toNullable)],
      );
      return ended.length;
    });
  }
}
