/**
 * What the server hands every loader and action: the request's site and the use-cases wired to
 * server-side adapters. Server and web both import this one definition.
 */
import type { ListDeals } from '@kerching/application';
import type { Site } from '@kerching/domain/site';

export interface ServerServices {
  readonly listDeals: ListDeals;
}

export interface KerchingLoadContext {
  readonly site: Site;
  readonly services: ServerServices;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation adds our members to React Router's type
  interface AppLoadContext extends KerchingLoadContext {}
}
