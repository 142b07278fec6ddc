import { describe, expect, it } from 'vitest';
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
});
