/** A table on an account page (the wallet's history, the friends who joined), or its empty sentence. */
import type { ReactNode } from 'react';
import * as purchase from '../purchase/purchase.css';

export function AccountTable({
  headings,
  rows,
  empty,
  testId,
}: {
  readonly headings: ReadonlyArray<string>;
  /** Each row's cells, in the headings' order. */
  readonly rows: ReadonlyArray<ReadonlyArray<ReactNode>>;
  /** What to say when there are no rows. */
  readonly empty: string;
  readonly testId: string;
}) {
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <table className={purchase.vouchers} data-testid={testId}>
      <thead>
        <tr>
          {headings.map((heading) => (
            <th key={heading} className={purchase.cell} scope="col">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((cells, row) => (
          <tr key={row}>
            {cells.map((cell, column) => (
              <td key={column} className={purchase.cell}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
