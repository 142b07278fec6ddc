/**
 * Catalogue changes within one process: an rxjs stream any writer publishes to and any cache of
 * deal data subscribes to (`invalidateOnCatalogueChange`). `NotifyCatalogueChanged` is the
 * use-case a writer calls after it has written (an import, a deal update, a sell-out).
 */
import { Subject, type Observable } from 'rxjs';
import type { CatalogueChange, CatalogueEvents } from '@kerching/ports';

export class InMemoryCatalogueEvents implements CatalogueEvents {
  private readonly subject = new Subject<CatalogueChange>();

  get changes$(): Observable<CatalogueChange> {
    return this.subject.asObservable();
  }

  publish(change: CatalogueChange): void {
    this.subject.next(change);
  }
}

export class NotifyCatalogueChanged {
  constructor(private readonly events: Pick<CatalogueEvents, 'publish'>) {}

  execute(change: CatalogueChange): void {
    if (change.sites.length > 0) this.events.publish({ sites: [...new Set(change.sites)] });
  }
}
