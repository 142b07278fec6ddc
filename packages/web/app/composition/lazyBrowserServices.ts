/**
 * The browser's services, loaded on first use: the container, inversify and the HTTP adapters
 * (with io-ts) stay out of every route's first-load JavaScript until a shopper does something
 * that needs the API.
 */
import type { Site } from '@kerching/domain/site';
import type { BrowserServices } from './browserContainer';

export const loadBrowserServices = async (site: Site): Promise<BrowserServices> => {
  const { browserServices } = await import('./browserContainer');
  return browserServices(site);
};
