import { useId } from 'react';
import { useActionData, useFetcher, useRouteLoaderData } from 'react-router';
import type { ShellData } from '../shell/shellModel';
import { CsrfField } from '../shell/CsrfField';
import type { BackInStockAnswer } from './backInStockAction.server';
import { BACK_IN_STOCK_INTENT } from './backInStockIntent';
import { COPY } from './copy';
import * as css from './dealPage.css';

/**
 * "Email me when it is back" under a sold-out deal's buy box (backInStockAction.server.ts): an
 * address (the signed-in shopper's filled in) posted to the deal page's action, as a fetcher with
 * JavaScript and a plain form post without it; the answer is read out in the status line.
 */
export function BackInStockForm({ dealId }: { readonly dealId: number }) {
  const headingId = useId();
  const emailId = useId();
  const fetcher = useFetcher<BackInStockAnswer>();
  // A plain post (no JavaScript yet) answers as the page's action data; a fetcher's, as its own.
  const pageAnswer = useActionData<Partial<BackInStockAnswer>>();
  const answer = (fetcher.data ?? pageAnswer)?.alert;
  const viewerEmail = useRouteLoaderData<ShellData>('root')?.viewer?.email ?? '';
  return (
    <fetcher.Form method="post" className={css.box} aria-labelledby={headingId} data-testid="back-in-stock">
      <h2 id={headingId} className={css.subHeading}>
        {COPY.backInStockHeading}
      </h2>
      <p className={css.smallNotice}>{COPY.backInStockPrompt}</p>
      <div>
        <label htmlFor={emailId} className={css.label}>
          {COPY.backInStockEmail}
        </label>
        <input
          id={emailId}
          className={css.select}
          type="email"
          name="email"
          autoComplete="email"
          required
          defaultValue={viewerEmail}
        />
      </div>
      <input type="hidden" name="dealId" value={dealId} />
      <CsrfField />
      <div className={css.buyButtons}>
        <button
          type="submit"
          name="intent"
          value={BACK_IN_STOCK_INTENT}
          className={css.basketButton}
          disabled={fetcher.state !== 'idle'}
        >
          {COPY.backInStockSubmit}
        </button>
      </div>
      <p className={css.status} role="status" data-testid="back-in-stock-message" data-saved={answer?.saved ?? ''}>
        {answer?.message ?? null}
      </p>
    </fetcher.Form>
  );
}
