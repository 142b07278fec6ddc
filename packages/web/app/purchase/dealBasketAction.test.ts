import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import type { BasketAddition } from '@kerching/application';
import { aDate } from '@kerching/domain/calendar/testing';
import type { KerchingLoadContext } from '../load-context';
import { dealBasketAction } from './dealBasketAction.server';

/** A response's status and body, whether the action answered with `data` or a Response. */
const answerOf = (answer: unknown): { status: number; body: unknown } => {
  const value = answer as { init?: { status?: number }; data?: unknown };
  return { status: value.init?.status ?? 200, body: value.data };
};

describe('dealBasketAction', () => {
  it("refuses dates chosen on one option's calendar for another option, before any basket work", async () => {
    const form = new FormData();
    form.set('productId', '2');
    form.set('quantity', '1');
    form.set('checkInDate', '2026-12-05');
    form.set('checkOutDate', '2026-12-07');
    // No services: the action must answer without them.
    const context = {} as unknown as KerchingLoadContext;
    const answer = await dealBasketAction(
      new Request('http://kerching.localhost/deal/x?product=1&checkIn=2026-12-05&checkOut=2026-12-07', {
        method: 'POST',
      }),
      form,
      context,
    );
    expect(answerOf(answer)).toEqual({
      status: 400,
      body: { failure: 'Please choose your check-in and check-out dates.' },
    });
  });

  it('says so when new dates replace the stay the option already had in the basket', async () => {
    const form = new FormData();
    form.set('productId', '1');
    form.set('quantity', '1');
    form.set('checkInDate', '2026-12-09');
    form.set('checkOutDate', '2026-12-11');
    const addition = (replaced: BasketAddition['replacedStay']) =>
      ({
        basket: { id: 't0k3n', quantity: '1' },
        replacedStay: replaced,
      }) as unknown as BasketAddition;
    const contextWith = (replaced: BasketAddition['replacedStay']) =>
      ({
        site: { key: 'kerching' },
        viewer: O.none,
        request: { secureCookies: false },
        services: { purchase: { addToShoppersBasket: { execute: () => TE.right(addition(replaced)) } } },
      }) as unknown as KerchingLoadContext;
    const post = () =>
      new Request('http://kerching.localhost/deal/x?product=1&checkIn=2026-12-09&checkOut=2026-12-11', {
        method: 'POST',
      });
    const replaced = await dealBasketAction(
      post(),
      form,
      contextWith(O.some({ checkIn: aDate('2026-12-05'), checkOut: aDate('2026-12-07') })),
    );
    expect(answerOf(replaced).body).toMatchObject({
      added: {
        message:
          'Added to your basket. Your new dates replace your earlier ones for this option. Earlier dates: Check in Saturday 5 December 2026, check out Monday 7 December 2026 (2 nights).',
      },
    });
    const fresh = await dealBasketAction(post(), form, contextWith(O.none));
    expect(answerOf(fresh).body).toMatchObject({ added: { message: 'Added to your basket.' } });
  });
});
