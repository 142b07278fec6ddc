/**
 * One-time tokens over SQL, stored as SHA-256 hashes. Consuming is one conditional UPDATE: of
 * concurrent uses, the row lock lets exactly one see `used_at IS NULL`. When it matches nothing,
 * the row (if any) says why, through the domain's rules.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  type AccountError,
  ONE_TIME_TOKEN_PURPOSES,
  type OneTimeTokenPurpose,
  type OneTimeTokenRecord,
  accountError,
  checkOneTimeToken,
} from '@kerching/domain/account';
import type { OneTimeTokens } from '@kerching/ports/accounts';
import type { SqlClient } from '../sqlClient';
import { millis, optionalMillis, secretHash, sql, timestamp } from './sqlSupport';

interface TokenRow {
  readonly user_id: string;
  readonly purpose: string;
  readonly issued_at: Date | string;
  readonly expires_at: Date | string;
  readonly used_at: Date | string | null;
}

const COLUMNS = 'user_id, purpose, issued_at, expires_at, used_at';

const purposeOf = (text: string): OneTimeTokenPurpose => {
  const purpose = ONE_TIME_TOKEN_PURPOSES.find((p) => p === text);
  if (purpose === undefined) throw new Error(`unknown token purpose: ${text}`);
  return purpose;
};

const toRecord = (row: TokenRow): OneTimeTokenRecord => ({
  purpose: purposeOf(row.purpose),
  userId: row.user_id,
  issuedAt: millis(row.issued_at),
  expiresAt: millis(row.expires_at),
  usedAt: O.fromNullable(optionalMillis(row.used_at)),
});

export class SqlOneTimeTokens implements OneTimeTokens {
  constructor(private readonly db: SqlClient) {}

  issue(token: string, record: OneTimeTokenRecord) {
    return sql(() =>
      this.db.transaction(async (tx) => {
        await tx.query('DELETE FROM one_time_tokens WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL', [
          record.userId,
          record.purpose,
        ]);
        await tx.query(
          `INSERT INTO one_time_tokens (token_hash, user_id, purpose, issued_at, expires_at, used_at)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [
            secretHash(token),
            record.userId,
            record.purpose,
            timestamp(record.issuedAt),
            timestamp(record.expiresAt),
            pipe(record.usedAt, O.map(timestamp), O.toNullable),
          ],
        );
      }),
    );
  }

  consume(token: string, purpose: OneTimeTokenPurpose, now: number): TE.TaskEither<AccountError, OneTimeTokenRecord> {
    const hash = secretHash(token);
    return pipe(
      sql(async () => {
        const [used] = await this.db.query<TokenRow>(
          `UPDATE one_time_tokens SET used_at = $3
            WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
           RETURNING ${COLUMNS}`,
          [hash, purpose, timestamp(now)],
        );
        if (used !== undefined) return E.right(toRecord(used));
        const [row] = await this.db.query<TokenRow>(`SELECT ${COLUMNS} FROM one_time_tokens WHERE token_hash = $1`, [
          hash,
        ]);
        const why = checkOneTimeToken(O.fromNullable(row === undefined ? undefined : toRecord(row)), purpose, now);
        return E.isLeft(why) ? why : E.left(accountError('ACCOUNT.TOKEN_USED', 'used concurrently'));
      }),
      TE.chainEitherK((result) => result),
    );
  }
}
