import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { addDays, addMonths } from '../wallet/dateArithmetic';
import {
  VOUCHER_DISPLAY_STATUSES,
  type Deposit,
  type Voucher,
  type VoucherEvent,
  type VoucherStage,
  addWorkingDays,
  applyVoucherEvent,
  depositStatus,
  extendVoucher,
  extensionLimit,
  formatDeliveryDate,
  isDepositRefundable,
  isRefundable,
  newVoucher,
  voucherDisplayStatus,
} from './index';

const DAY = 86_400_000;
const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }).map((ms) => new Date(ms));
const offset = fc.integer({ min: -400 * DAY, max: 400 * DAY });

const stageArb: fc.Arbitrary<VoucherStage> = fc.constantFrom<VoucherStage>(
  { _tag: 'Active' },
  { _tag: 'Active' },
  { _tag: 'Redeemed', redeemedAt: new Date(0) },
  { _tag: 'Booked', bookedAt: new Date(0) },
  { _tag: 'CreditRequested', requestedAt: new Date(0), reason: 'x' },
  { _tag: 'RequestProcessed' },
  { _tag: 'ReturnRequested', requestedAt: new Date(0), reason: 'x' },
  { _tag: 'ReturnInTransit' },
  { _tag: 'ReturnedToMerchant' },
  { _tag: 'Refunded' },
);

const voucherArb: fc.Arbitrary<Voucher> = fc
  .record({
    purchasedAt: instant,
    validity: fc.integer({ min: 1, max: 800 * DAY }),
    type: fc.constantFrom('STANDARD', 'ON_DEMAND_REFUND'),
    stage: stageArb,
  })
  .map(({ purchasedAt, validity, type, stage }) => ({
    ...newVoucher('v', type, purchasedAt, new Date(purchasedAt.getTime() + validity)),
    stage,
  }));

describe('voucher properties', () => {
  it('refund eligibility is monotone in time: once unavailable it never comes back', () => {
    fc.assert(
      fc.property(voucherArb, offset, offset, (voucher, a, b) => {
        const [early, late] = [Math.min(a, b), Math.max(a, b)].map((d) => new Date(voucher.purchasedAt.getTime() + d));
        if (late !== undefined && early !== undefined && isRefundable(voucher, late))
          expect(isRefundable(voucher, early)).toBe(true);
      }),
    );
  });

  it('a refundable voucher is active, more than 7 days from expiry, and within 14 days of purchase unless on-demand', () => {
    // Instants anywhere, and close to the two boundaries that matter.
    const voucherAndNow = voucherArb.chain((voucher) =>
      fc
        .oneof(
          offset.map((d) => voucher.purchasedAt.getTime() + d),
          fc.integer({ min: 13 * DAY, max: 15 * DAY }).map((d) => voucher.purchasedAt.getTime() + d),
          fc.integer({ min: -8 * DAY, max: -6 * DAY }).map((d) => voucher.expiresAt.getTime() + d),
        )
        .map((ms) => ({ voucher, now: new Date(ms) })),
    );
    fc.assert(
      fc.property(voucherAndNow, ({ voucher, now }) => {
        const active = voucher.stage._tag === 'Active';
        const beforeCutoff = now.getTime() < voucher.expiresAt.getTime() - 7 * DAY;
        const inGuarantee = now.getTime() < voucher.purchasedAt.getTime() + 14 * DAY;
        expect(isRefundable(voucher, now)).toBe(
          active && beforeCutoff && (inGuarantee || voucher.type === 'ON_DEMAND_REFUND'),
        );
      }),
    );
  });

  it('the display status is total, and "Expired" exactly for an active voucher past its expiry, for good', () => {
    fc.assert(
      fc.property(voucherArb, offset, fc.nat({ max: 400 * DAY }), (voucher, d, more) => {
        const now = new Date(voucher.purchasedAt.getTime() + d);
        const status = voucherDisplayStatus(voucher, now);
        expect(Object.keys(VOUCHER_DISPLAY_STATUSES)).toContain(status);
        expect(status === 'EXPIRED').toBe(
          voucher.stage._tag === 'Active' && now.getTime() >= voucher.expiresAt.getTime(),
        );
        if (status === 'EXPIRED') expect(voucherDisplayStatus(voucher, new Date(now.getTime() + more))).toBe('EXPIRED');
      }),
    );
  });

  it('adding n working days lands on a weekday after exactly n weekdays', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 30 }), (start, n) => {
        const end = addWorkingDays(start, n);
        expect([0, 6]).not.toContain(end.getUTCDay());
        let weekdays = 0;
        for (let day = addDays(start, 1); day.getTime() <= end.getTime(); day = addDays(day, 1)) {
          if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) weekdays += 1;
        }
        expect(weekdays).toBe(n);
        expect(end.getTime() - start.getTime()).toBeLessThanOrEqual((n + 2 * Math.ceil(n / 5)) * DAY);
      }),
    );
  });

  it('extensions only push expiry later and never past 3 months after the original expiry', () => {
    fc.assert(
      fc.property(
        voucherArb,
        fc.array(fc.integer({ min: -1, max: 4 }), { maxLength: 4 }),
        offset,
        (start, steps, d) => {
          const now = new Date(start.purchasedAt.getTime() + d);
          let voucher = start;
          for (const months of steps) {
            const result = extendVoucher(voucher, months, now);
            if (E.isRight(result)) {
              expect(result.right.expiresAt.getTime()).toBeGreaterThan(voucher.expiresAt.getTime());
              expect(result.right.expiresAt.getTime()).toBeGreaterThan(now.getTime());
              expect(result.right.expiresAt.getTime()).toBeLessThanOrEqual(extensionLimit(start).getTime());
              expect(result.right.expiresAt.getTime()).toBeLessThanOrEqual(
                addMonths(start.originalExpiresAt, 3).getTime(),
              );
              voucher = result.right;
            }
          }
        },
      ),
    );
  });

  it('a deposit moves only forward in time (paid, overdue, expired) and its refundability only ends', () => {
    const rank = { DEPOSIT_PAID: 0, BALANCE_OVERDUE: 1, EXPIRED: 2, BALANCE_PAID: 3 } as const;
    fc.assert(
      fc.property(
        instant,
        fc.nat({ max: 200 * DAY }),
        fc.nat({ max: 200 * DAY }),
        fc.boolean(),
        offset,
        offset,
        (paidAt, due, grace, paid, a, b) => {
          const deposit: Deposit = {
            paidAt,
            balanceDueAt: new Date(paidAt.getTime() + due),
            expiresAt: new Date(paidAt.getTime() + due + grace),
            balancePaidAt: paid ? O.some(paidAt) : O.none,
          };
          const early = new Date(paidAt.getTime() + Math.min(a, b));
          const late = new Date(paidAt.getTime() + Math.max(a, b));
          expect(rank[depositStatus(deposit, early)]).toBeLessThanOrEqual(rank[depositStatus(deposit, late)]);
          if (isDepositRefundable(deposit, late)) expect(isDepositRefundable(deposit, early)).toBe(true);
        },
      ),
    );
  });

  it('a delivery date prints as "d Month yyyy" and reads back as the same UTC day', () => {
    const months = [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ];
    fc.assert(
      fc.property(instant, (date) => {
        const match = /^(\d{1,2}) ([A-Z][a-z]+) (\d{4})$/.exec(formatDeliveryDate(date));
        expect(match).not.toBeNull();
        const [, day, month, year] = match ?? [];
        expect(Date.UTC(Number(year), months.indexOf(month ?? ''), Number(day))).toBe(
          Math.floor(date.getTime() / DAY) * DAY,
        );
      }),
    );
  });

  it('model: any sequence of events and clock moves follows the voucher state machine', () => {
    const purchasedAt = new Date(Date.UTC(2025, 0, 1, 9));
    const expiresAt = new Date(Date.UTC(2025, 3, 1, 9));
    interface Model {
      tag: VoucherStage['_tag'];
      now: number;
      onDemand: boolean;
    }
    interface Real {
      voucher: Voucher;
    }
    const refundOk = (m: Model): boolean =>
      m.tag === 'Active' &&
      m.now < expiresAt.getTime() - 7 * DAY &&
      (m.now < purchasedAt.getTime() + 14 * DAY || m.onDemand);
    const useOk = (m: Model): boolean =>
      m.tag === 'Active' && m.now < expiresAt.getTime() && m.now >= purchasedAt.getTime() + DAY;
    const next = (m: Model, event: VoucherEvent): VoucherStage['_tag'] | undefined => {
      switch (event._tag) {
        case 'Redeem':
          return useOk(m) ? 'Redeemed' : undefined;
        case 'Book':
          return useOk(m) ? 'Booked' : undefined;
        case 'RequestRefund':
          return refundOk(m) && event.reason.trim() !== '' ? 'CreditRequested' : undefined;
        case 'RequestReturn':
          return refundOk(m) && event.reason.trim() !== '' ? 'ReturnRequested' : undefined;
        case 'ProcessRefund':
          return m.tag === 'CreditRequested' ? 'RequestProcessed' : undefined;
        case 'CompleteRefund':
          return m.tag === 'RequestProcessed' || m.tag === 'ReturnedToMerchant' ? 'Refunded' : undefined;
        case 'ShipReturn':
          return m.tag === 'ReturnRequested' ? 'ReturnInTransit' : undefined;
        case 'ReceiveReturn':
          return m.tag === 'ReturnInTransit' ? 'ReturnedToMerchant' : undefined;
      }
    };
    class Apply implements fc.Command<Model, Real> {
      constructor(readonly event: VoucherEvent) {}
      check = (): boolean => true;
      run(model: Model, real: Real): void {
        const expected = next(model, this.event);
        const result = applyVoucherEvent(real.voucher, this.event, new Date(model.now));
        expect(E.isRight(result) ? result.right.stage._tag : undefined).toBe(expected);
        if (E.isRight(result) && expected !== undefined) {
          real.voucher = result.right;
          model.tag = expected;
        }
      }
      toString = (): string => JSON.stringify(this.event);
    }
    class Advance implements fc.Command<Model, Real> {
      constructor(readonly hours: number) {}
      check = (): boolean => true;
      run(model: Model): void {
        model.now += this.hours * 3_600_000;
      }
      toString = (): string => `advance(${this.hours}h)`;
    }
    const reasonArb = fc.constantFrom('Changed my mind', 'Faulty', 'Too far', ' ');
    const eventArb: fc.Arbitrary<VoucherEvent> = fc.oneof(
      fc.constant<VoucherEvent>({ _tag: 'Redeem' }),
      fc.constant<VoucherEvent>({ _tag: 'Book' }),
      reasonArb.map((reason): VoucherEvent => ({ _tag: 'RequestRefund', reason })),
      fc.constant<VoucherEvent>({ _tag: 'ProcessRefund' }),
      fc.constant<VoucherEvent>({ _tag: 'CompleteRefund' }),
      reasonArb.map((reason): VoucherEvent => ({ _tag: 'RequestReturn', reason })),
      fc.constant<VoucherEvent>({ _tag: 'ShipReturn' }),
      fc.constant<VoucherEvent>({ _tag: 'ReceiveReturn' }),
    );
    const apply = eventArb.map((event) => new Apply(event));
    // Events three times as often as clock moves, so long paths (a return through to its refund) occur.
    const commands = [apply, apply, apply, fc.integer({ min: 1, max: 24 * 6 }).map((hours) => new Advance(hours))];
    fc.assert(
      fc.property(fc.boolean(), fc.commands(commands, { maxCommands: 60, size: 'large' }), (onDemand, cmds) => {
        const type = onDemand ? 'ON_DEMAND_REFUND' : 'STANDARD';
        fc.modelRun(
          (): { model: Model; real: Real } => ({
            model: { tag: 'Active', now: purchasedAt.getTime(), onDemand },
            real: { voucher: newVoucher('v', type, purchasedAt, expiresAt) },
          }),
          cmds,
        );
      }),
    );
  });
});
