/**
 * Back-in-stock alerts in the composition root: the SQL alert store behind the request and the
 * shopper's list (both read deals through the 10-minute cache, as the deal page does) and the job
 * (which reads them straight from the database, so a unit given back counts at once) that mails
 * the account family's mailer.
 */
import type { Container } from 'inversify';
import type { GetDealPageConfig, SiteOrigins } from '@kerching/application';
import {
  CancelBackInStockAlert,
  ListBackInStockAlerts,
  RequestBackInStockAlert,
  SendBackInStockAlerts,
} from '@kerching/application/alerts';
import { SqlBackInStockAlerts, SqlDealDetails, type SqlClient } from '@kerching/adapters-sql';
import type { Clock, DealDetails } from '@kerching/ports';
import { ACCOUNT_STORES, type AccountStores } from './accounts';

export interface BackInStockServices {
  readonly request: RequestBackInStockAlert;
  readonly send: SendBackInStockAlerts;
  readonly list: ListBackInStockAlerts;
  readonly cancel: CancelBackInStockAlert;
}

export const BACK_IN_STOCK = Symbol.for('kerching.server.BackInStock');

export const bindBackInStock = (
  container: Container,
  tokens: { readonly sql: symbol; readonly clock: symbol; readonly dealDetails: symbol },
  config: GetDealPageConfig,
  siteOrigins: SiteOrigins,
): void => {
  container.bind<BackInStockServices>(BACK_IN_STOCK).toResolvedValue(
    (sql: SqlClient, clock: Clock, cachedDetails: DealDetails, stores: AccountStores): BackInStockServices => {
      const alerts = new SqlBackInStockAlerts(sql);
      return {
        request: new RequestBackInStockAlert(cachedDetails, alerts, clock, config),
        list: new ListBackInStockAlerts(alerts, cachedDetails),
        cancel: new CancelBackInStockAlert(alerts),
        send: new SendBackInStockAlerts(
          alerts,
          new SqlDealDetails(sql, clock),
          stores.mailer,
          siteOrigins,
          clock,
          config,
        ),
      };
    },
    [tokens.sql, tokens.clock, tokens.dealDetails, ACCOUNT_STORES],
  );
};
