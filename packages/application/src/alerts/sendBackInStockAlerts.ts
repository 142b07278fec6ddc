/**
 * The back-in-stock alert job (domain backInStockAlert.ts): for each deal someone waits on, read
 * the deal as it is now (not from the 10-minute cache: a unit given back by a refund counts at
 * once) and send the waiting addresses their one email when it can be bought, keep waiting while
 * it is sold out or at its caps, or drop the alerts when it is gone or its sale is over.
 *
 * Before queuing its emails a run claims the deal's waiting addresses for `ALERT_CLAIM_MS`, so a
 * run in another server process at the same time passes them by rather than sending them again.
 * An alert is removed after its email is queued; a run that stops between the two leaves the
 * claim to lapse, and a later run sends that email rather than none. One deal's failure does not
 * stop the others: it is counted and tried again next run (its claimed addresses once their claim
 * lapses).
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { NormalisedEmail } from '@kerching/domain/account';
import { backInStockAlertStep, backInStockMail } from '@kerching/domain/alerts';
import type { BackInStockAlerts, Clock, DealDetails, DealWithAlerts } from '@kerching/ports';
import type { Mailer } from '@kerching/ports/accounts';
import { type SiteOrigins, brandOf } from '../accounts/accountMail';
import type { GetDealPageConfig } from '../deal-page/getDealPage';
import { offerWithoutVisit } from './requestBackInStockAlert';

const NOTHING: BackInStockAlertRun = { sent: 0, dropped: 0, failed: 0 };
const FAILED: BackInStockAlertRun = { ...NOTHING, failed: 1 };

/** How long a run holds the addresses it is emailing: far longer than queuing a deal's emails takes. */
export const ALERT_CLAIM_MS = 10 * 60 * 1000;

/** Deals read from the store at a time. */
export const ALERT_DEALS_PER_PAGE = 200;

export interface BackInStockAlertRun {
  readonly sent: number;
  readonly dropped: number;
  /** Deals whose step failed this run (a store or mail outage), tried again next run. */
  readonly failed: number;
}

export class SendBackInStockAlerts {
  constructor(
    private readonly alerts: BackInStockAlerts,
    private readonly details: DealDetails,
    private readonly mailer: Mailer,
    private readonly siteOrigins: SiteOrigins,
    private readonly clock: Clock,
    private readonly config: GetDealPageConfig,
  ) {}

  /** Every deal with alerts waiting, a page at a time, so none is left out however many wait. */
  execute() {
    return async (): Promise<E.Either<never, BackInStockAlertRun>> => {
      let run = NOTHING;
      let after: DealWithAlerts | undefined;
      for (;;) {
        const deals = await this.alerts.dealsWaitedOn(ALERT_DEALS_PER_PAGE, after)();
        if (E.isLeft(deals)) return E.right({ ...run, failed: run.failed + 1 });
        for (const deal of deals.right) {
          const done = await this.step(deal);
          run = { sent: run.sent + done.sent, dropped: run.dropped + done.dropped, failed: run.failed + done.failed };
        }
        after = deals.right.at(-1);
        if (after === undefined || deals.right.length < ALERT_DEALS_PER_PAGE) return E.right(run);
      }
    };
  }

  private async step(deal: DealWithAlerts): Promise<BackInStockAlertRun> {
    const now = this.clock.now();
    const found = await this.details.byId(deal.site, deal.dealId)();
    if (E.isLeft(found)) return FAILED;
    const offer = O.isSome(found.right) ? offerWithoutVisit(found.right.value, now, this.config) : undefined;
    const step = backInStockAlertStep(offer, now);
    if (step === 'wait') return NOTHING;
    if (step === 'drop' || offer === undefined) {
      const removed = await this.alerts.remove(deal)();
      return E.isLeft(removed) ? FAILED : { ...NOTHING, dropped: removed.right };
    }
    const claimed = await this.alerts.claim(deal, now.getTime(), now.getTime() + ALERT_CLAIM_MS)();
    if (E.isLeft(claimed)) return FAILED;
    const link = `${this.siteOrigins(deal.site)}${offer.deal.urlPath}`;
    const mail = backInStockMail(brandOf(deal.site), offer.deal.title, link);
    const queued: NormalisedEmail[] = [];
    for (const to of claimed.right) {
      const sent = await this.mailer.send({ ...mail, site: deal.site, to, queuedAt: now.getTime() })();
      if (E.isRight(sent)) queued.push(to);
    }
    const removed = await this.alerts.remove(deal, queued)();
    const allQueued = queued.length === claimed.right.length;
    return { sent: queued.length, dropped: 0, failed: E.isLeft(removed) || !allQueued ? 1 : 0 };
  }
}
