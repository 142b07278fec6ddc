/** Sign-in attempts over SQL, per email and per address, kept only as long as the rules read them. */
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { LoginAttempt, NormalisedEmail } from '@kerching/domain/account';
import type { LoginAttemptRecord, LoginAttempts } from '@kerching/ports/accounts';
import type { SqlClient } from '../sqlClient';
import { deletedRows, millis, sql, timestamp } from './sqlSupport';

interface AttemptRow {
  readonly at: Date | string;
  readonly succeeded: boolean;
}

const toAttempt = (row: AttemptRow): LoginAttempt => ({ at: millis(row.at), succeeded: row.succeeded });

/** More than the rules ever need (10 in a row, 20 per address), so a flood cannot make reads slow. */
const MAX_ROWS = 200;

export class SqlLoginAttempts implements LoginAttempts {
  constructor(private readonly db: SqlClient) {}

  record(attempt: LoginAttemptRecord) {
    return pipe(
      sql(() =>
        this.db.query('INSERT INTO login_attempts (email, address, at, succeeded) VALUES ($1, $2, $3, $4)', [
          attempt.email,
          attempt.address,
          timestamp(attempt.at),
          attempt.succeeded,
        ]),
      ),
      TE.map(() => undefined),
    );
  }

  recent(email: NormalisedEmail, address: string, since: number) {
    return sql(async () => {
      const select = (column: 'email' | 'address', value: string) =>
        this.db.query<AttemptRow>(
          `SELECT at, succeeded FROM login_attempts WHERE ${column} = $1 AND at >= $2 ORDER BY at DESC, id DESC LIMIT $3`,
          [value, timestamp(since), MAX_ROWS],
        );
      const byAccount = await select('email', email);
      const byAddress = await select('address', address);
      return { byAccount: byAccount.map(toAttempt).reverse(), byAddress: byAddress.map(toAttempt).reverse() };
    });
  }

  forgetBefore(before: number) {
    return sql(() => deletedRows(this.db, 'DELETE FROM login_attempts WHERE at < $1', [timestamp(before)]));
  }
}
