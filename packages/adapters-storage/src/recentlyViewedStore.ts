/**
 * The recently viewed deals (spec 1 §3 "recent deals" cookie; spec 2 §9 at most 5), kept in the
 * recent-deals cookie so the server can render the list, and mirrored to localStorage when there is
 * one, so a list survives a cookie that was cleared or never sent. Reading prefers the cookie.
 */
import * as O from 'fp-ts/Option';
import { COOKIES } from '@kerching/domain/marketing';
import { formatRecentDealIds, parseRecentDealIds, recordRecentDeal } from '@kerching/domain/listing';
import type { CookieJar, RecentlyViewed } from '@kerching/ports';

/** The localStorage key of the mirror: the cookie's name. */
export const RECENT_DEALS_STORAGE_KEY = COOKIES.recentDeals.name;

const lifetimeSeconds = (): number => {
  const lifetime = COOKIES.recentDeals.lifetime;
  return lifetime.kind === 'max-age' ? lifetime.seconds : 86_400;
};

export class StoredRecentlyViewed implements RecentlyViewed {
  constructor(
    private readonly jar: CookieJar,
    private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null = null,
  ) {}

  ids(): ReadonlyArray<number> {
    const fromCookie = O.getOrElse(() => '')(this.jar.get(COOKIES.recentDeals.name));
    if (fromCookie !== '') return parseRecentDealIds(fromCookie);
    return parseRecentDealIds(this.readStorage());
  }

  record(dealId: number): void {
    const text = formatRecentDealIds(recordRecentDeal(this.ids(), dealId));
    this.jar.set(COOKIES.recentDeals.name, text, { maxAgeSeconds: lifetimeSeconds(), path: '/', sameSite: 'Lax' });
    try {
      this.storage?.setItem(RECENT_DEALS_STORAGE_KEY, text);
    } catch {
      // A full or forbidden localStorage (private browsing) keeps the cookie only.
    }
  }

  private readStorage(): string {
    try {
      return this.storage?.getItem(RECENT_DEALS_STORAGE_KEY) ?? '';
    } catch {
      return '';
    }
  }
}
