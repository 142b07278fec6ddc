/**
 * Deal-impression batching (spec 2 §7.9 "POST deal impressions to a location-specific address:
 * body an array of deal ids; sent when 50 accrue or the page unloads"; §9 "Impression batch 50";
 * §8 "Deal impressions without location: 'Deal impressions: undefined or missing location data'").
 *
 * A pure reducer over seen deals and the page unload. Each impression is an event: a deal seen
 * twice is counted twice, as the server counts views. An unload with nothing pending sends nothing.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { type DomainError, domainError } from '../shared/error';
import { DEAL_IMPRESSIONS_MISSING_LOCATION_MESSAGE } from './messages';

export const IMPRESSION_BATCH_SIZE = 50;

export type DealId = number;

export interface ImpressionBatch {
  readonly pending: readonly DealId[];
}

export type ImpressionEvent = { readonly type: 'seen'; readonly dealId: DealId } | { readonly type: 'unload' };

export interface ImpressionStep {
  readonly batch: ImpressionBatch;
  /** Deal ids to send now; never empty when present. */
  readonly send: O.Option<readonly DealId[]>;
}

export const EMPTY_IMPRESSION_BATCH: ImpressionBatch = { pending: [] };

const flush = (pending: readonly DealId[]): ImpressionStep => ({
  batch: EMPTY_IMPRESSION_BATCH,
  send: pending.length === 0 ? O.none : O.some(pending),
});

export const recordImpression = (batch: ImpressionBatch, event: ImpressionEvent): ImpressionStep => {
  if (event.type === 'unload') return flush(batch.pending);
  const pending = [...batch.pending, event.dealId];
  return pending.length >= IMPRESSION_BATCH_SIZE ? flush(pending) : { batch: { pending }, send: O.none };
};

export type ImpressionsLocationMissing = DomainError<'MARKETING.IMPRESSIONS_LOCATION_MISSING'>;

export interface ImpressionsRequest {
  /** /v1/deal/{location}/impressions */
  readonly path: string;
  readonly body: readonly DealId[];
}

/** Where to send a batch: it needs the current location's short name. */
export const impressionsRequest = (
  location: O.Option<string>,
  dealIds: readonly DealId[],
): E.Either<ImpressionsLocationMissing, ImpressionsRequest> =>
  O.isSome(location) && location.value.trim() !== ''
    ? E.right({ path: `/v1/deal/${encodeURIComponent(location.value.trim())}/impressions`, body: dealIds })
    : E.left(domainError('MARKETING.IMPRESSIONS_LOCATION_MISSING', DEAL_IMPRESSIONS_MISSING_LOCATION_MESSAGE));
