/**
 * Feeds /recently-viewed from a deal page: the recent-deals cookie (read during SSR) mirrored to
 * localStorage. Loaded after the page is interactive, so the cookie code is not first-load script.
 */
import { DocumentCookieJar, StoredRecentlyViewed } from '@kerching/adapters-storage';

export const recordRecentlyViewed = (dealId: number): void => {
  new StoredRecentlyViewed(new DocumentCookieJar(document), window.localStorage).record(dealId);
};
