/**
 * The browser's composition root: use-cases wired to the HTTP adapters. Components never see the
 * container; they get use-cases through `useBrowserServices`.
 */
import 'reflect-metadata';
import { Container } from 'inversify';
import { ListDeals } from '@kerching/application';
import { ListRecentlyViewedDeals } from '@kerching/application';
import { HttpClient, HttpDealCatalog } from '@kerching/adapters-http';
import { HttpSuggestions } from '@kerching/adapters-http';
import { SuggestSearchTerms } from '@kerching/application';
import type { Suggestions } from '@kerching/ports';
import type { DealCatalog } from '@kerching/ports';
import { TOKENS } from '@kerching/ports';
import { SERVICE_KEYS } from '@kerching/application/services';
import type { Site } from '@kerching/domain/site';

const HTTP_CLIENT = Symbol.for('kerching.web.HttpClient');

export interface BrowserServices {
  readonly listDeals: ListDeals;
  readonly listRecentlyViewedDeals: ListRecentlyViewedDeals;
  readonly suggestSearchTerms: SuggestSearchTerms;
}

const platform = (): 'WEBAPP-MOBILE' | 'WEBAPP-TABLET' | 'WEBAPP-DESKTOP' => {
  const width = typeof window === 'undefined' ? 1200 : window.innerWidth;
  return width < 768 ? 'WEBAPP-MOBILE' : width < 992 ? 'WEBAPP-TABLET' : 'WEBAPP-DESKTOP';
};

export const createBrowserContainer = (site: Site, fetchImpl: typeof fetch): Container => {
  const container = new Container();
  container
    .bind<HttpClient>(HTTP_CLIENT)
    .toConstantValue(new HttpClient({ baseUrl: '', site, platform: platform(), fetch: fetchImpl }));
  container
    .bind<DealCatalog>(TOKENS.DealCatalog)
    .toResolvedValue((http: HttpClient) => new HttpDealCatalog(http), [HTTP_CLIENT]);
  container
    .bind<ListDeals>(SERVICE_KEYS.listDeals)
    .toResolvedValue((catalog: DealCatalog) => new ListDeals(catalog), [TOKENS.DealCatalog]);
  container.bind<ListRecentlyViewedDeals>(SERVICE_KEYS.listRecentlyViewedDeals).toResolvedValue(
    (catalog: DealCatalog) =>
      // The browser's own clock and offset: the sites' shoppers are in the UK and Ireland, one time zone.
      new ListRecentlyViewedDeals(
        catalog,
        { now: () => new Date() },
        { utcOffsetMinutes: (at) => -at.getTimezoneOffset() },
      ),
    [TOKENS.DealCatalog],
  );
  container
    .bind<Suggestions>(TOKENS.Suggestions)
    .toResolvedValue((http: HttpClient) => new HttpSuggestions(http), [HTTP_CLIENT]);
  container
    .bind<SuggestSearchTerms>(SERVICE_KEYS.suggestSearchTerms)
    .toResolvedValue((suggestions: Suggestions) => new SuggestSearchTerms(suggestions), [TOKENS.Suggestions]);
  return container;
};

const cache = new Map<string, BrowserServices>();

/** Services for a site, built once per page life. */
export const browserServices = (site: Site): BrowserServices => {
  const known = cache.get(site.key);
  if (known !== undefined) return known;
  const container = createBrowserContainer(site, (input, init) => globalThis.fetch(input, init));
  const services: BrowserServices = {
    listDeals: container.get<ListDeals>(SERVICE_KEYS.listDeals),
    listRecentlyViewedDeals: container.get<ListRecentlyViewedDeals>(SERVICE_KEYS.listRecentlyViewedDeals),
    suggestSearchTerms: container.get<SuggestSearchTerms>(SERVICE_KEYS.suggestSearchTerms),
  };
  cache.set(site.key, services);
  return services;
};
