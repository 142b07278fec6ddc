/**
 * A signed-in shopper stops waiting on a deal (domain backInStockAlert.ts). Stopping an alert that
 * is not there (sent meanwhile, or stopped twice) gives the same answer: the shopper's wish holds.
 */
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { AccountError, NormalisedEmail } from '@kerching/domain/account';
import { BACK_IN_STOCK_COPY, type BackInStockAlertError, backInStockAlertRequest } from '@kerching/domain/alerts';
import type { SiteKey } from '@kerching/domain/site';
import type { AlertStoreError, BackInStockAlerts } from '@kerching/ports';

export interface CancelBackInStockAlertInput {
  readonly site: SiteKey;
  /** The signed-in shopper's address: only their own alerts can be stopped. */
  readonly email: NormalisedEmail;
  /** As it came from the form. */
  readonly dealId: unknown;
}

export class CancelBackInStockAlert {
  constructor(private readonly alerts: BackInStockAlerts) {}

  execute(
    input: CancelBackInStockAlertInput,
  ): TE.TaskEither<BackInStockAlertError | AccountError | AlertStoreError, { readonly message: string }> {
    return pipe(
      TE.fromEither(backInStockAlertRequest(input)),
      TE.chainW((request) => this.alerts.remove({ site: input.site, dealId: request.dealId }, [request.email])),
      TE.map(() => ({ message: BACK_IN_STOCK_COPY.stopped })),
    );
  }
}
