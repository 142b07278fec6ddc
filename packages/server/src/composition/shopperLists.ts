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
import { SqlOrderHistory } from '@kerching/adapters-sql/purchase';
import type { Clock, DealCatalog } from '@kerching/ports';
import type { WishlistServices } from '@kerching/application/services';
import { siteUtcOffsetMinutes } from '@kerching/domain/site';
import { CryptoIdGenerator } from '@kerching/adapters-node';

export const WISHLIST_SERVICES = Symbol.for('kerching.server.WishlistServices');
export const BUY_AGAIN = Symbol.for('kerching.server.ListBuyAgainDeals');
export const RECOMMENDATIONS = Symbol.for('kerching.server.ListRecommendedDeals');

export const bindShopperLists = (
  container: Container,
  sqlClient: symbol,
  catalogToken: symbol,
  clockToken: symbol,
): void => {
  container.bind<WishlistServices>(WISHLIST_SERVICES).toResolvedValue(
    (sql: SqlClient, catalog: DealCatalog, clock: Clock): WishlistServices => {
      const lists = new SqlWishlists(sql);
      return {
        getWishlist: new GetWishlist(lists, catalog, clock, { utcOffsetMinutes: siteUtcOffsetMinutes }),
        saveToWishlist: new SaveToWishlist(lists, catalog, new CryptoIdGenerator(), clock),
        removeFromWishlist: new RemoveFromWishlist(lists, clock),
      };
    },
    [sqlClient, catalogToken, clockToken],
  );
  container
    .bind<ListBuyAgainDeals>(BUY_AGAIN)
    .toResolvedValue(
      (sql: SqlClient, catalog: DealCatalog, clock: Clock) =>
        new ListBuyAgainDeals(new SqlOrderHistory(sql), catalog, clock),
      [sqlClient, catalogToken, clockToken],
    );
  container
    .bind<ListRecommendedDeals>(RECOMMENDATIONS)
    .toResolvedValue(
      (sql: SqlClient, catalog: DealCatalog, clock: Clock) =>
        new ListRecommendedDeals(catalog, new SqlOrderHistory(sql), new SqlWishlists(sql), clock),
      [sqlClient, catalogToken, clockToken],
    );
};
