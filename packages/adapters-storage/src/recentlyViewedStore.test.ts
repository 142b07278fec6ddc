import { describe, expect, it } from 'vitest';
import { HeaderCookieJar } from './cookieJars';
import { RECENT_DEALS_STORAGE_KEY, StoredRecentlyViewed } from './recentlyViewedStore';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
};

describe('StoredRecentlyViewed', () => {
  it('reads the ids from the recent-deals cookie, newest first, at most 5', () => {
    const store = new StoredRecentlyViewed(new HeaderCookieJar('kc_recent_deals=9%2C8%2C7%2C6%2C5%2C4'));
    expect(store.ids()).toEqual([9, 8, 7, 6, 5]);
  });
  it('records a viewed deal in the cookie and the localStorage mirror', () => {
    const jar = new HeaderCookieJar('kc_recent_deals=3%2C2');
    const storage = memoryStorage();
    const store = new StoredRecentlyViewed(jar, storage);
    store.record(2);
    store.record(4);
    expect(store.ids()).toEqual([4, 2, 3]);
    expect(storage.items.get(RECENT_DEALS_STORAGE_KEY)).toBe('4,2,3');
    expect(jar.setCookieHeaders().at(-1)).toBe('kc_recent_deals=4%2C2%2C3; Path=/; Max-Age=2592000; SameSite=Lax');
  });
  it('falls back to localStorage without the cookie, and survives a storage that throws', () => {
    expect(
      new StoredRecentlyViewed(new HeaderCookieJar(null), memoryStorage({ kc_recent_deals: '5,1' })).ids(),
    ).toEqual([5, 1]);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    const store = new StoredRecentlyViewed(new HeaderCookieJar(null), broken);
    expect(store.ids()).toEqual([]);
    store.record(7);
    expect(store.ids()).toEqual([7]);
    expect(new StoredRecentlyViewed(new HeaderCookieJar(null)).ids()).toEqual([]);
  });
});
