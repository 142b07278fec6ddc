/** An in-memory back-in-stock alert store for use-case tests (STYLE.md §6), failing on demand. */
import * as TE from 'fp-ts/TaskEither';
import type { NormalisedEmail } from '@kerching/domain/account';
import type {
  AlertSaved,
  AlertStoreError,
  BackInStockAlertRecord,
  BackInStockAlerts,
  DealWithAlerts,
  WaitingAlert,
} from '@kerching/ports';
import type { SiteKey } from '@kerching/domain/site';

const claimKey = (a: BackInStockAlertRecord): string => `${a.site}|${a.dealId}|${a.email}`;
const sameDeal = (a: DealWithAlerts, b: DealWithAlerts): boolean => a.site === b.site && a.dealId === b.dealId;

export class InMemoryBackInStockAlerts implements BackInStockAlerts {
  alerts: BackInStockAlertRecord[] = [];
  failing = false;
  /** Claims by `site|deal|email`: held until the time given. */
  private readonly claims = new Map<string, number>();

  private run<A>(work: () => A): TE.TaskEither<AlertStoreError, A> {
    return this.failing ? TE.left({ code: 'ALERT.STORE_UNAVAILABLE', detail: 'store down (test)' }) : TE.rightIO(work);
  }

  save(alert: BackInStockAlertRecord, limit: number) {
    return this.run((): AlertSaved => {
      const mine = this.alerts.filter((a) => a.site === alert.site && a.email === alert.email);
      if (mine.some((a) => a.dealId === alert.dealId)) return 'saved';
      if (mine.length >= limit) return 'limit';
      this.alerts.push(alert);
      return 'saved';
    });
  }

  dealsWaitedOn(limit: number, after?: DealWithAlerts) {
    return this.run(() => {
      const key = (d: DealWithAlerts): string => `${d.site}|${String(d.dealId).padStart(12, '0')}`;
      const deals = new Map(this.alerts.map((a) => [key(a), { site: a.site, dealId: a.dealId }]));
      return [...deals.entries()]
        .filter(([k]) => after === undefined || k > key(after))
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .slice(0, limit)
        .map(([, deal]) => deal);
    });
  }

  waitedOnBy(site: SiteKey, email: NormalisedEmail) {
    return this.run(() =>
      this.alerts
        .filter((a) => a.site === site && a.email === email)
        .sort((a, b) => b.requestedAt - a.requestedAt || b.dealId - a.dealId)
        .map((a): WaitingAlert => ({ dealId: a.dealId, requestedAt: a.requestedAt })),
    );
  }

  claim(deal: DealWithAlerts, now: number, until: number) {
    return this.run(() =>
      this.alerts
        .filter((a) => sameDeal(a, deal) && (this.claims.get(claimKey(a)) ?? -Infinity) <= now)
        .sort((a, b) => a.requestedAt - b.requestedAt || (a.email < b.email ? -1 : 1))
        .map((a) => {
          this.claims.set(claimKey(a), until);
          return a.email;
        }),
    );
  }

  remove(deal: DealWithAlerts, emails?: ReadonlyArray<NormalisedEmail>) {
    return this.run(() => {
      const gone = (a: BackInStockAlertRecord): boolean =>
        sameDeal(a, deal) && (emails === undefined || emails.includes(a.email));
      const removed = this.alerts.filter(gone);
      for (const a of removed) this.claims.delete(claimKey(a));
      this.alerts = this.alerts.filter((a) => !gone(a));
      return removed.length;
    });
  }
}
