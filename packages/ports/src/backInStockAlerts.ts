import type * as TE from 'fp-ts/TaskEither';
import type { NormalisedEmail } from '@kerching/domain/account';
import type { DomainError } from '@kerching/domain/shared';
import type { SiteKey } from '@kerching/domain/site';

export type AlertStoreError = DomainError<'ALERT.STORE_UNAVAILABLE'>;

/** A shopper's wish to hear when a sold-out deal is back (domain backInStockAlert.ts). */
export interface BackInStockAlertRecord {
  readonly site: SiteKey;
  readonly dealId: number;
  readonly email: NormalisedEmail;
  readonly requestedAt: number;
}

/** 'saved' (new or already there: the same answer), or 'limit' when the address already waits on `limit` deals of the site. */
export type AlertSaved = 'saved' | 'limit';

/** One deal an address waits on. */
export interface WaitingAlert {
  readonly dealId: number;
  readonly requestedAt: number;
}

export interface DealWithAlerts {
  readonly site: SiteKey;
  readonly dealId: number;
}

/**
 * The alerts waiting to be sent. An alert leaves the store when it is sent or dropped, so the
 * store only ever holds addresses with a reason to keep them.
 */
export interface BackInStockAlerts {
  save(alert: BackInStockAlertRecord, limit: number): TE.TaskEither<AlertStoreError, AlertSaved>;
  /** Deals with alerts waiting, in site and id order, after `after` when given; at most `limit`. */
  dealsWaitedOn(limit: number, after?: DealWithAlerts): TE.TaskEither<AlertStoreError, ReadonlyArray<DealWithAlerts>>;
  /** The deals one address waits on at a site, the latest asked first. */
  waitedOnBy(site: SiteKey, email: NormalisedEmail): TE.TaskEither<AlertStoreError, ReadonlyArray<WaitingAlert>>;
  /**
   * The addresses waiting on one deal that no other run holds at `now`, each now held until
   * `until`, in the order they asked. Two runs at once never get the same address; an address
   * still waiting when its claim lapses (its email was not queued) is claimed again.
   */
  claim(
    deal: DealWithAlerts,
    now: number,
    until: number,
  ): TE.TaskEither<AlertStoreError, ReadonlyArray<NormalisedEmail>>;
  /** Removes the alerts of `emails` on the deal (sent), or all of the deal's when none are given (dropped). */
  remove(deal: DealWithAlerts, emails?: ReadonlyArray<NormalisedEmail>): TE.TaskEither<AlertStoreError, number>;
}
