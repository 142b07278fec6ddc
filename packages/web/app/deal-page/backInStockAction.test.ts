import { describe, expect, it } from 'vitest';
import * as TE from 'fp-ts/TaskEither';
import { BACK_IN_STOCK_COPY } from '@kerching/domain/alerts';
import type { RequestBackInStockAlertError } from '@kerching/application/alerts';
import { SITES } from '@kerching/domain/site';
import type { KerchingLoadContext } from '../load-context';
import { SORRY } from '../listing/listingCopy';
import { backInStockAction } from './backInStockAction.server';

/** The action's edge table alone: the use-case answers as told (its own rules are tested in application). */
const contextAnswering = (answer: TE.TaskEither<RequestBackInStockAlertError, { readonly message: string }>) => {
  const asked: unknown[] = [];
  const context = {
    site: SITES.kerching,
    services: { requestBackInStockAlert: { execute: (input: unknown) => (asked.push(input), answer) } },
  } as unknown as KerchingLoadContext;
  return { context, asked };
};
const form = () => {
  const f = new FormData();
  f.set('dealId', '42');
  f.set('email', 'jane@example.co.uk');
  return f;
};
const answerOf = async (answer: Parameters<typeof contextAnswering>[0]) => {
  const { context, asked } = contextAnswering(answer);
  const result = await backInStockAction(form(), context);
  return { status: result.init?.status ?? 200, alert: result.data.alert, asked };
};

describe('the deal page form for back-in-stock alerts', () => {
  it('passes the site, deal id and address on, and shows the saved message', async () => {
    const { status, alert, asked } = await answerOf(TE.right({ message: BACK_IN_STOCK_COPY.saved }));
    expect(asked).toEqual([{ site: 'kerching', dealId: '42', email: 'jane@example.co.uk' }]);
    expect({ status, alert }).toEqual({ status: 200, alert: { saved: true, message: BACK_IN_STOCK_COPY.saved } });
  });

  it("answers each refusal with its status and the shopper's sentence", async () => {
    const cases: ReadonlyArray<readonly [RequestBackInStockAlertError, number, string]> = [
      [
        { code: 'ACCOUNT.FORM_INVALID', detail: 'x', message: 'Please enter a valid email' },
        400,
        'Please enter a valid email',
      ],
      [
        { code: 'ALERT.NOT_SOLD_OUT', detail: 'x', message: BACK_IN_STOCK_COPY.notSoldOut },
        409,
        BACK_IN_STOCK_COPY.notSoldOut,
      ],
      [
        { code: 'ALERT.LIMIT_REACHED', detail: 'x', message: BACK_IN_STOCK_COPY.tooMany },
        429,
        BACK_IN_STOCK_COPY.tooMany,
      ],
      [{ code: 'DEAL.NOT_FOUND', detail: 'x' }, 404, 'Sorry, we could not find that deal.'],
      [{ code: 'ALERT.STORE_UNAVAILABLE', detail: 'x' }, 503, SORRY],
    ];
    for (const [error, status, message] of cases)
      expect(await answerOf(TE.left(error))).toMatchObject({ status, alert: { saved: false, message } });
  });
});
