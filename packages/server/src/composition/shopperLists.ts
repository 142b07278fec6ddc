/** The wish list's use-cases over SQL and the deal catalogue (the cached one the listings use). */
import type { Container } from 'inversify';
import { GetWishlist, RemoveFromWishlist, SaveToWishlist } from '@kerching/application';
import { type SqlClient, SqlWishlists } from '@kerching/adapters-sql';
import type { Clock, DealCatalog } from '@kerching/ports';
import type { WishlistServices } from '@kerching/web/load-context';
import { CryptoIdGenerator } from '../security/randomTokens';

export const WISHLIST_SERVICES = Symbol.for('kerching.server.WishlistServices');

export const bindWishlist = (container: Container, sqlClient: symbol, catalogToken: symbol, clockToken: symbol) => {
  container.bind<WishlistServices>(WISHLIST_SERVICES).toResolvedValue(
    (sql: SqlClient, catalog: DealCatalog, clock: Clock): WishlistServices => {
      const lists = new SqlWishlists(sql);
      return {
        getWishlist: new GetWishlist(lists, catalog, clock),
        saveToWishlist: new SaveToWishlist(lists, catalog, new CryptoIdGenerator(), clock),
        removeFromWishlist: new RemoveFromWishlist(lists, clock),
      };
    },
    [sqlClient, catalogToken, clockToken],
  );
};
