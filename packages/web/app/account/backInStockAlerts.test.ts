import { describe, expect, it } from 'vitest';
import * as TE from 'fp-ts/TaskEither';
import { normaliseEmail } from '@kerching/domain/account';
import { BACK_IN_STOCK_COPY, type BackInStockAlertError } from '@kerching/domain/alerts';
import { SITES } from '@kerching/domain/site';
import type { AlertStoreError, CatalogError } from '@kerching/ports';
import type { KerchingLoadContext } from '../load-context';
import { ACCOUNT_COPY } from './accountCopy';
import { stopAlertAction, waitedOnDeals } from './backInStockAlerts.server';

/** The edges alone: the use-cases answer as told (their rules are tested in application). */
const contextWith = (services: Record<string, { execute: (...input: unknown[]) => unknown }>) =>
  ({ site: SITES.kerchingie, services }) as unknown as KerchingLoadContext;
const jane = normaliseEmail('jane@example.ie');

describe("the shopper's back-in-stock alerts on email preferences", () => {
  it("lists the account's own alerts, or null when they cannot be read", async () => {
    const asked: unknown[] = [];
    const deal = { dealId: 7, title: 'Spa Day', urlPath: '/deal/dublin/7/spa', requestedAt: 5 };
    const listing = (answer: TE.TaskEither<AlertStoreError | CatalogError, ReadonlyArray<typeof deal>>) =>
      contextWith({ listBackInStockAlerts: { execute: (...input) => (asked.push(input), answer) } });
    expect(await waitedOnDeals(listing(TE.right([deal])), jane)).toEqual([
      { dealId: 7, title: 'Spa Day', urlPath: '/deal/dublin/7/spa' },
    ]);
    expect(asked).toEqual([['kerchingie', 'jane@example.ie']]);
    expect(await waitedOnDeals(listing(TE.left({ code: 'ALERT.STORE_UNAVAILABLE', detail: 'down' })), jane)).toBe(null);
  });

  it('stops the alert on the form’s deal for the account’s address, answering a bad id 400 and an outage 503', async () => {
    const asked: unknown[] = [];
    const stopping = (answer: TE.TaskEither<BackInStockAlertError | AlertStoreError, { readonly message: string }>) =>
      contextWith({ cancelBackInStockAlert: { execute: (input) => (asked.push(input), answer) } });
    const form = new FormData();
    form.set('dealId', '7');
    const done = await stopAlertAction(form, stopping(TE.right({ message: BACK_IN_STOCK_COPY.stopped })), jane);
    expect(asked).toEqual([{ site: 'kerchingie', email: 'jane@example.ie', dealId: '7' }]);
    expect(done.data).toEqual({ notice: BACK_IN_STOCK_COPY.stopped, values: {} });

    const refused = await stopAlertAction(
      form,
      stopping(TE.left({ code: 'ALERT.DEAL_INVALID', detail: 'x', message: BACK_IN_STOCK_COPY.dealRequired })),
      jane,
    );
    expect({ status: refused.init?.status, message: refused.data.failure?.message }).toEqual({
      status: 400,
      message: BACK_IN_STOCK_COPY.dealRequired,
    });
    const down = await stopAlertAction(form, stopping(TE.left({ code: 'ALERT.STORE_UNAVAILABLE', detail: 'x' })), jane);
    expect({ status: down.init?.status, message: down.data.failure?.message }).toEqual({
      status: 503,
      message: ACCOUNT_COPY.subscriptions.alertsUnavailable,
    });
  });
});
