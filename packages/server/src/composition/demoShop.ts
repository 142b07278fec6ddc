/** The stores the demo shop is written to (`npm start` on an empty database): the SQL adapters. */
import type { SqlClient } from '@kerching/adapters-sql';
import { SqlCreditCampaigns, SqlGiftCards, SqlPromotions, SqlWallets } from '@kerching/adapters-sql/purchase';
import type { DemoShopStores } from '@kerching/demo';

export const demoShopStores = (db: SqlClient): DemoShopStores => ({
  promotions: new SqlPromotions(db),
  creditCampaigns: new SqlCreditCampaigns(db),
  giftCards: new SqlGiftCards(db),
  wallets: new SqlWallets(db),
});
