/**
 * The server's composition root: ports bound to the SQL adapters, use-cases resolved from them.
 * One container per process; nothing outside this folder touches it.
 */
import 'reflect-metadata';
import { Container } from 'inversify';
import { ListDeals } from '@kerching/application';
import { SqlDealCatalog, type SqlClient } from '@kerching/adapters-sql';
import { TOKENS, type Clock, type DealCatalog } from '@kerching/ports';
import type { ServerServices } from '@kerching/web/load-context';

const SQL_CLIENT = Symbol.for('kerching.server.SqlClient');

export const systemClock: Clock = { now: () => new Date() };

export const createContainer = (db: SqlClient, clock: Clock = systemClock): Container => {
  const container = new Container();
  container.bind<SqlClient>(SQL_CLIENT).toConstantValue(db);
  container.bind<Clock>(TOKENS.Clock).toConstantValue(clock);
  container
    .bind<DealCatalog>(TOKENS.DealCatalog)
    .toResolvedValue((sql: SqlClient, time: Clock) => new SqlDealCatalog(sql, time), [SQL_CLIENT, TOKENS.Clock]);
  container
    .bind<ListDeals>(TOKENS.ListDeals)
    .toResolvedValue((catalog: DealCatalog) => new ListDeals(catalog), [TOKENS.DealCatalog]);
  return container;
};

export const serverServices = (container: Container): ServerServices => ({
  listDeals: container.get<ListDeals>(TOKENS.ListDeals),
});
