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
import { JOB_KEYS, SERVICE_KEYS } from '@kerching/application/services';
import { SqlBackInStockAlerts, SqlDealDetails, type SqlClient } from '@kerching/adapters-sql';
import { TOKENS, type BackInStockAlerts, type Clock, type DealDetails } from '@kerching/ports';
import type { Mailer } from '@kerching/ports/accounts';
import { SQL_CLIENT, bindKey } from './keys';

export const bindBackInStock = (container: Container, config: GetDealPageConfig, siteOrigins: SiteOrigins): void => {
  bindKey(container, TOKENS.BackInStockAlerts).toResolvedValue(
    (sql: SqlClient) => new SqlBackInStockAlerts(sql),
    [SQL_CLIENT],
  );
  bindKey(container, SERVICE_KEYS.requestBackInStockAlert).toResolvedValue(
    (details: DealDetails, alerts: BackInStockAlerts, clock: Clock) =>
      new RequestBackInStockAlert(details, alerts, clock, config),
    [TOKENS.DealDetails, TOKENS.BackInStockAlerts, TOKENS.Clock],
  );
  bindKey(container, SERVICE_KEYS.listBackInStockAlerts).toResolvedValue(
    (alerts: BackInStockAlerts, details: DealDetails) => new ListBackInStockAlerts(alerts, details),
    [TOKENS.BackInStockAlerts, TOKENS.DealDetails],
  );
  bindKey(container, SERVICE_KEYS.cancelBackInStockAlert).toResolvedValue(
    (alerts: BackInStockAlerts) => new CancelBackInStockAlert(alerts),
    [TOKENS.BackInStockAlerts],
  );
  // The job reads deals straight from the database, not through the cache.
  bindKey(container, JOB_KEYS.sendBackInStockAlerts).toResolvedValue(
    (alerts: BackInStockAlerts, sql: SqlClient, mailer: Mailer, clock: Clock) =>
      new SendBackInStockAlerts(alerts, new SqlDealDetails(sql, clock), mailer, siteOrigins, clock, config),
    [TOKENS.BackInStockAlerts, SQL_CLIENT, TOKENS.Mailer, TOKENS.Clock],
  );
};
