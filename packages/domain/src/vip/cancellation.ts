/**
 * The VIP cancellation flow (spec 1 §4), as a pure state machine:
 *
 *   CHOOSING_REASON --CHOOSE_REASON--> RETENTION_OFFER --DECLINE_OFFER--> CONFIRMING --CONFIRM--> CANCELLED
 *                                            |
 *                                            +--ACCEPT_OFFER (stay and save, 50% off next renewal)--> SAVED
 *
 * CANCELLED and SAVED are final. Any other event is refused with VIP.CANCELLATION_STEP_INVALID and
 * the caller keeps the state it had. Leaving the flow part-way (closing the dialog) simply drops the
 * state: nothing has changed until CANCELLED or SAVED is reached.
 */
import * as E from 'fp-ts/Either';
import { type DomainError, domainError } from '../shared/error';
import { VIP_RENEWAL_OFFER_PERCENT } from './constants';
import {
  CANCELLATION_CONFIRM_PROMPT,
  CANCELLATION_REASON_PROMPT,
  CANCELLATION_REASON_REQUIRED,
  CANCELLATION_STEP_INVALID,
  MEMBERSHIP_CANCELLED,
  MEMBERSHIP_SAVED,
  RETENTION_OFFER,
} from './messages';

export type VipCancellation =
  | { readonly step: 'CHOOSING_REASON' }
  | { readonly step: 'RETENTION_OFFER'; readonly reason: string }
  | { readonly step: 'CONFIRMING'; readonly reason: string }
  | { readonly step: 'CANCELLED'; readonly reason: string }
  | { readonly step: 'SAVED'; readonly reason: string; readonly renewalDiscountPercent: number };

export type VipCancellationStep = VipCancellation['step'];

export type VipCancellationEvent =
  | { readonly type: 'CHOOSE_REASON'; readonly reason: string }
  | { readonly type: 'ACCEPT_OFFER' }
  | { readonly type: 'DECLINE_OFFER' }
  | { readonly type: 'CONFIRM_CANCELLATION' };

export type VipCancellationErrorCode = 'VIP.CANCELLATION_REASON_REQUIRED' | 'VIP.CANCELLATION_STEP_INVALID';

export const startVipCancellation: VipCancellation = { step: 'CHOOSING_REASON' };

export const isVipCancellationFinished = (state: VipCancellation): boolean =>
  state.step === 'CANCELLED' || state.step === 'SAVED';

type Transition = E.Either<DomainError<VipCancellationErrorCode>, VipCancellation>;

const stepInvalid = (state: VipCancellation, event: VipCancellationEvent): Transition =>
  E.left(
    domainError(
      'VIP.CANCELLATION_STEP_INVALID',
      `${event.type} is not possible at ${state.step}: ${CANCELLATION_STEP_INVALID}`,
    ),
  );

export const transitionVipCancellation = (state: VipCancellation, event: VipCancellationEvent): Transition => {
  switch (state.step) {
    case 'CHOOSING_REASON': {
      if (event.type !== 'CHOOSE_REASON') return stepInvalid(state, event);
      const reason = event.reason.trim();
      return reason === ''
        ? E.left(domainError('VIP.CANCELLATION_REASON_REQUIRED', CANCELLATION_REASON_REQUIRED))
        : E.right({ step: 'RETENTION_OFFER', reason });
    }
    case 'RETENTION_OFFER':
      if (event.type === 'ACCEPT_OFFER') {
        return E.right({ step: 'SAVED', reason: state.reason, renewalDiscountPercent: VIP_RENEWAL_OFFER_PERCENT });
      }
      return event.type === 'DECLINE_OFFER'
        ? E.right({ step: 'CONFIRMING', reason: state.reason })
        : stepInvalid(state, event);
    case 'CONFIRMING':
      return event.type === 'CONFIRM_CANCELLATION'
        ? E.right({ step: 'CANCELLED', reason: state.reason })
        : stepInvalid(state, event);
    case 'CANCELLED':
    case 'SAVED':
      return stepInvalid(state, event);
  }
};

const STEP_MESSAGES: Readonly<Record<VipCancellationStep, string>> = {
  CHOOSING_REASON: CANCELLATION_REASON_PROMPT,
  RETENTION_OFFER,
  CONFIRMING: CANCELLATION_CONFIRM_PROMPT,
  CANCELLED: MEMBERSHIP_CANCELLED,
  SAVED: MEMBERSHIP_SAVED,
};

/** What the shopper reads at each step. */
export const vipCancellationMessage = (state: VipCancellation): string => STEP_MESSAGES[state.step];
