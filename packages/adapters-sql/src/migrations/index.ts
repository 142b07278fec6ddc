import * as m0001 from './0001_catalogue';
import * as m0002 from './0002_discovery';
import * as m0003 from './0003_search';
import * as m0004 from './0004_accounts';
import * as m0005 from './0005_purchase';
import * as m0006 from './0006_mail_relay';
import * as m0007 from './0007_token_migration';
import * as m0008 from './0008_customer_details';
import * as m0009 from './0009_search_by_site';
import * as m0010 from './0010_search_words';
import * as m0011 from './0011_order_passengers';
import * as m0012 from './0012_wishlists';
import * as m0013 from './0013_promotions_per_site';
import * as m0014 from './0014_referrals';
import * as m0015 from './0015_credit_campaigns';
import * as m0016 from './0016_gift_cards';
import * as m0017 from './0017_voucher_refunds';
import * as m0018 from './0018_mail_retention';
import * as m0019 from './0019_wallet_credit';
import * as m0020 from './0020_back_in_stock_alerts';
import * as m0021 from './0021_back_in_stock_alert_claims';
import * as m0022 from './0022_basket_line_visit';
import * as m0023 from './0023_product_calendar';
import * as m0024 from './0024_calendar_rooms';
import * as m0025 from './0025_order_line_stay';
import * as m0026 from './0026_deal_search_row';
import * as m0027 from './0027_merchant_addresses';
import * as m0028 from './0028_product_best_seller_claim';
import * as m0032 from './0032_login_attempt_reservations';
import * as m0034 from './0034_rate_limits';
import * as m0036 from './0036_server_secret';
import * as m0038 from './0038_scheduled_job';
import * as m0039 from './0039_customer_details_per_edition';

export interface SqlMigration {
  readonly name: string;
  readonly up: string;
}

/** Every migration, in order. Add new ones at the end; never edit one that has shipped. */
export const MIGRATIONS: readonly SqlMigration[] = [
  m0001,
  m0002,
  m0003,
  m0004,
  m0005,
  m0006,
  m0007,
  m0008,
  m0009,
  m0010,
  m0011,
  m0012,
  m0013,
  m0014,
  m0015,
  m0016,
  m0017,
  m0018,
  m0019,
  m0020,
  m0021,
  m0022,
  m0023,
  m0024,
  m0025,
  m0026,
  m0027,
  m0028,
  m0032,
  m0034,
  m0036,
  m0038,
  m0039,
];
