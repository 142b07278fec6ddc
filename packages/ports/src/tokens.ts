/**
 * DI tokens naming the driven ports. Plain symbols, so this package needs no container library;
 * the composition roots (server, web) bind them with inversify.
 */
export const TOKENS = {
  Clock: Symbol.for('kerching.Clock'),
  DealCatalog: Symbol.for('kerching.DealCatalog'),
  ListDeals: Symbol.for('kerching.ListDeals'),
  CookieJar: Symbol.for('kerching.CookieJar'),
} as const;
