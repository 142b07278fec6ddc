import type { Observable } from 'rxjs';
import type { SiteKey } from '@kerching/domain/site';

/** Something in a site's catalogue changed (a deal written, imported, sold out...). */
export interface CatalogueChange {
  readonly sites: ReadonlyArray<SiteKey>;
}

/**
 * Catalogue changes as a stream, so caches of deal data can drop what they hold (spec 2 §9: deal
 * data is cached for 10 minutes). Whoever writes the catalogue publishes; caches subscribe. In one
 * process this is an in-memory stream; with REDIS_URL, Redis carries it between processes.
 */
export interface CatalogueEvents {
  readonly changes$: Observable<CatalogueChange>;
  publish(change: CatalogueChange): void;
}
