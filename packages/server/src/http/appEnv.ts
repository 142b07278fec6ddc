import type { Logger } from 'pino';
import type { Site } from '@kerching/domain/site';
import type { ServerServices } from '@kerching/web/load-context';

/** Per-request values set by the middleware and read by the routes. */
export interface AppEnv {
  Variables: {
    site: Site;
    requestId: string;
    log: Logger;
    services: ServerServices;
  };
}
