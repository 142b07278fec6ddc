import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import {
  type VipCancellation,
  type VipCancellationEvent,
  isVipCancellationFinished,
  startVipCancellation,
  transitionVipCancellation,
  vipCancellationMessage,
} from './cancellation';

const run = (events: readonly VipCancellationEvent[]): E.Either<unknown, VipCancellation> =>
  events.reduce<E.Either<unknown, VipCancellation>>(
    (state, event) =>
      pipe(
        state,
        E.chainW((s) => transitionVipCancellation(s, event)),
      ),
    E.right(startVipCancellation),
  );

describe('VIP cancellation (spec 1 §4)', () => {
  it('reason, then retention offer (50% off next renewal), then final confirmation, then cancelled', () => {
    const steps: VipCancellation[] = [startVipCancellation];
    for (const event of [
      { type: 'CHOOSE_REASON', reason: ' Too expensive ' },
      { type: 'DECLINE_OFFER' },
      { type: 'CONFIRM_CANCELLATION' },
    ] as const) {
      const last = steps[steps.length - 1] ?? startVipCancellation;
      const next = transitionVipCancellation(last, event);
      if (E.isLeft(next)) throw new Error(next.left.detail);
      steps.push(next.right);
    }
    expect(steps.map((s) => s.step)).toEqual(['CHOOSING_REASON', 'RETENTION_OFFER', 'CONFIRMING', 'CANCELLED']);
    expect(steps[3]).toEqual({ step: 'CANCELLED', reason: 'Too expensive' });
    expect(vipCancellationMessage(steps[1] ?? startVipCancellation)).toContain('50% off your next renewal');
    expect(isVipCancellationFinished(steps[3] ?? startVipCancellation)).toBe(true);
  });
  it('or stay and save', () => {
    const saved = run([{ type: 'CHOOSE_REASON', reason: 'Not using it' }, { type: 'ACCEPT_OFFER' }]);
    expect(saved).toEqual(E.right({ step: 'SAVED', reason: 'Not using it', renewalDiscountPercent: 50 }));
    if (E.isRight(saved)) {
      expect(isVipCancellationFinished(saved.right)).toBe(true);
      expect(vipCancellationMessage(saved.right)).toContain("you're staying VIP");
    }
  });
  it('needs a reason first', () => {
    expect(run([{ type: 'CHOOSE_REASON', reason: '  ' }])).toMatchObject(
      E.left({ code: 'VIP.CANCELLATION_REASON_REQUIRED', detail: 'Please select a reason to continue.' }),
    );
    expect(run([{ type: 'CONFIRM_CANCELLATION' }])).toMatchObject(E.left({ code: 'VIP.CANCELLATION_STEP_INVALID' }));
    expect(isVipCancellationFinished(startVipCancellation)).toBe(false);
  });
  it('refuses skipping the offer or confirming twice', () => {
    const toOffer = [{ type: 'CHOOSE_REASON', reason: 'Moving abroad' }] as const;
    expect(run([...toOffer, { type: 'CONFIRM_CANCELLATION' }])).toMatchObject(
      E.left({ code: 'VIP.CANCELLATION_STEP_INVALID' }),
    );
    expect(run([...toOffer, { type: 'DECLINE_OFFER' }, { type: 'ACCEPT_OFFER' }])).toMatchObject(
      E.left({ code: 'VIP.CANCELLATION_STEP_INVALID' }),
    );
    expect(
      run([...toOffer, { type: 'DECLINE_OFFER' }, { type: 'CONFIRM_CANCELLATION' }, { type: 'CONFIRM_CANCELLATION' }]),
    ).toMatchObject(E.left({ code: 'VIP.CANCELLATION_STEP_INVALID' }));
  });
});
