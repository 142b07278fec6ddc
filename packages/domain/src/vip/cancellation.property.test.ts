import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import {
  type VipCancellation,
  type VipCancellationEvent,
  startVipCancellation,
  transitionVipCancellation,
} from './cancellation';

/** The model: where the shopper is in the flow, written independently of the implementation. */
type Stage = 'reason' | 'offer' | 'confirm' | 'cancelled' | 'saved';
interface Model {
  stage: Stage;
  reason: string | undefined;
}
interface Real {
  state: VipCancellation;
}

const STEP_OF_STAGE: Record<Stage, VipCancellation['step']> = {
  reason: 'CHOOSING_REASON',
  offer: 'RETENTION_OFFER',
  confirm: 'CONFIRMING',
  cancelled: 'CANCELLED',
  saved: 'SAVED',
};

/** What the model says an event does: the next stage, or the code of the refusal. */
const expected = (model: Model, event: VipCancellationEvent): { stage: Stage; reason: string | undefined } | string => {
  switch (event.type) {
    case 'CHOOSE_REASON':
      if (model.stage !== 'reason') return 'VIP.CANCELLATION_STEP_INVALID';
      return event.reason.trim() === ''
        ? 'VIP.CANCELLATION_REASON_REQUIRED'
        : { stage: 'offer', reason: event.reason.trim() };
    case 'ACCEPT_OFFER':
      return model.stage === 'offer' ? { stage: 'saved', reason: model.reason } : 'VIP.CANCELLATION_STEP_INVALID';
    case 'DECLINE_OFFER':
      return model.stage === 'offer' ? { stage: 'confirm', reason: model.reason } : 'VIP.CANCELLATION_STEP_INVALID';
    case 'CONFIRM_CANCELLATION':
      return model.stage === 'confirm' ? { stage: 'cancelled', reason: model.reason } : 'VIP.CANCELLATION_STEP_INVALID';
  }
};

class Send implements fc.Command<Model, Real> {
  constructor(readonly event: VipCancellationEvent) {}
  check(): boolean {
    return true;
  }
  run(model: Model, real: Real): void {
    const outcome = expected(model, this.event);
    const result = transitionVipCancellation(real.state, this.event);
    if (typeof outcome === 'string') {
      expect(result).toMatchObject(E.left({ code: outcome }));
      return;
    }
    if (E.isLeft(result)) throw new Error(`refused ${this.event.type}: ${result.left.detail}`);
    real.state = result.right;
    model.stage = outcome.stage;
    model.reason = outcome.reason;
    expect(real.state.step).toBe(STEP_OF_STAGE[model.stage]);
    if (real.state.step !== 'CHOOSING_REASON') expect(real.state.reason).toBe(model.reason);
    if (real.state.step === 'SAVED') expect(real.state.renewalDiscountPercent).toBe(50);
  }
  toString(): string {
    return JSON.stringify(this.event);
  }
}

const reason = fc.oneof(fc.constantFrom('', '  ', 'Too expensive', 'Not using it'), fc.string({ maxLength: 12 }));
const commands = fc.commands(
  [
    reason.map((r) => new Send({ type: 'CHOOSE_REASON', reason: r })),
    fc.constant(new Send({ type: 'ACCEPT_OFFER' })),
    fc.constant(new Send({ type: 'DECLINE_OFFER' })),
    fc.constant(new Send({ type: 'CONFIRM_CANCELLATION' })),
  ],
  { maxCommands: 30 },
);

describe('VIP cancellation: model-based', () => {
  it('follows the model for any sequence of shopper actions', () => {
    fc.assert(
      fc.property(commands, (cmds) => {
        const setup = (): { model: Model; real: Real } => ({
          model: { stage: 'reason', reason: undefined },
          real: { state: startVipCancellation },
        });
        fc.modelRun(setup, cmds);
      }),
    );
  });
  it('no sequence of events cancels without passing the retention offer and the confirmation', () => {
    const event = fc.oneof(
      reason.map((r): VipCancellationEvent => ({ type: 'CHOOSE_REASON', reason: r })),
      fc.constantFrom<VipCancellationEvent>(
        { type: 'ACCEPT_OFFER' },
        { type: 'DECLINE_OFFER' },
        { type: 'CONFIRM_CANCELLATION' },
      ),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 20 }), (events) => {
        const seen: VipCancellation['step'][] = [startVipCancellation.step];
        let state = startVipCancellation;
        for (const e of events) {
          const next = transitionVipCancellation(state, e);
          if (E.isRight(next)) {
            state = next.right;
            seen.push(state.step);
          }
        }
        if (state.step === 'CANCELLED')
          expect(seen).toEqual(['CHOOSING_REASON', 'RETENTION_OFFER', 'CONFIRMING', 'CANCELLED']);
        if (state.step === 'SAVED') expect(seen).toEqual(['CHOOSING_REASON', 'RETENTION_OFFER', 'SAVED']);
      }),
    );
  });
});
