/** A row of figures on an account page (refer a friend's stats, the wallet's balances). */
import * as css from './account.css';

export interface AccountStat {
  /** Names the figure for tests: `{testIdPrefix}-{key}`. */
  readonly key: string;
  readonly term: string;
  readonly value: string;
}

export function AccountStats({
  stats,
  testIdPrefix,
}: {
  readonly stats: ReadonlyArray<AccountStat>;
  readonly testIdPrefix: string;
}) {
  return (
    <dl className={css.stats}>
      {stats.map(({ key, term, value }) => (
        <div key={key} className={css.stat} data-testid={`${testIdPrefix}-${key}`}>
          <dt>{term}</dt>
          <dd className={css.statValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
