/**
 * The shopper's own lists: the wish list, buy again and recommendations, over SQL and the deal catalogue (the cached
 * one the listings use).
 */
import type { Container } from 'inversify';
import {
  GetWishlist,
  ListBuyAgainDeals,
  ListRecommendedDeals,
  RemoveFromWishlist,
  SaveToWishlist,
} from '@kerching/application';
import { type SqlClient, SqlWishlists } from '@kerching/adapters-sql';
import { TOKENS, type Clock, type DealCatalog, type PurchasedDeals, type Wishlists } from '@kerching/ports';
import type { IdGenerator } from '@kerching/ports/accounts';
import { SERVICE_KEYS, WISHLIST_KEYS } from '@kerching/application/services';
import { siteUtcOffsetMinutes } from '@kerching/domain/site';
import { SQL_CLIENT, bindKey } from './keys';

export const bindShopperLists = (container: Container): void => {
  bindKey(container, TOKENS.Wishlists).toResolvedValue((sql: SqlClient) => new SqlWishlists(sql), [SQL_CLIENT]);
  bindKey(container, WISHLIST_KEYS.getWishlist).toResolvedValue(
    (lists: Wishlists, catalog: DealCatalog, clock: Clock) =>
      new GetWishlist(lists, catalog, clock, { utcOffsetMinutes: siteUtcOffsetMinutes }),
    [TOKENS.Wishlists, TOKENS.DealCatalog, TOKENS.Clock],
  );
  bindKey(container, WISHLIST_KEYS.saveToWishlist).toResolvedValue(
    (lists: Wishlists, catalog: DealCatalog, ids: IdGenerator, clock: Clock) =>
      new SaveToWishlist(lists, catalog, ids, clock),
    [TOKENS.Wishlists, TOKENS.DealCatalog, TOKENS.IdGenerator, TOKENS.Clock],
  );
  bindKey(container, WISHLIST_KEYS.removeFromWishlist).toResolvedValue(
    (lists: Wishlists, clock: Clock) => new RemoveFromWishlist(lists, clock),
    [TOKENS.Wishlists, TOKENS.Clock],
  );
  bindKey(container, SERVICE_KEYS.listBuyAgainDeals).toResolvedValue(
    (orders: PurchasedDeals, catalog: DealCatalog, clock: Clock) => new ListBuyAgainDeals(orders, catalog, clock),
    [TOKENS.PurchasedDeals, TOKENS.DealCatalog, TOKENS.Clock],
  );
  bindKey(container, SERVICE_KEYS.listRecommendedDeals).toResolvedValue(
    (catalog: DealCatalog, orders: PurchasedDeals, lists: Wishlists, clock: Clock) =>
      new ListRecommendedDeals(catalog, orders, lists, clock),
    [TOKENS.DealCatalog, TOKENS.PurchasedDeals, TOKENS.Wishlists, TOKENS.Clock],
  );
};
