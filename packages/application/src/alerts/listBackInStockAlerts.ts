/**
 * The deals a signed-in shopper waits on (domain backInStockAlert.ts), the latest asked first, with
 * each deal's title and address as the catalogue has them now (through the 10-minute cache, as the
 * deal page reads them). A deal the catalogue no longer has is left out: the alert job drops its
 * alert on its next run.
 */
import * as A from 'fp-ts/Array';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { NormalisedEmail } from '@kerching/domain/account';
import type { SiteKey } from '@kerching/domain/site';
import type { AlertStoreError, BackInStockAlerts, CatalogError, DealDetails, WaitingAlert } from '@kerching/ports';

export interface WaitedOnDeal {
  readonly dealId: number;
  readonly title: string;
  readonly urlPath: string;
  readonly requestedAt: number;
}

export class ListBackInStockAlerts {
  constructor(
    private readonly alerts: BackInStockAlerts,
    private readonly details: DealDetails,
  ) {}

  execute(
    site: SiteKey,
    email: NormalisedEmail,
  ): TE.TaskEither<AlertStoreError | CatalogError, ReadonlyArray<WaitedOnDeal>> {
    const withDeal = (alert: WaitingAlert) =>
      pipe(
        this.details.byId(site, alert.dealId),
        TE.map(O.map((deal): WaitedOnDeal => ({ ...alert, title: deal.title, urlPath: deal.urlPath }))),
      );
    return pipe(
      this.alerts.waitedOnBy(site, email),
      TE.chainW((alerts) => TE.traverseArray(withDeal)(alerts)),
      TE.map((found) => A.compact([...found])),
    );
  }
}
