export type { KerchingLoadContext, ServerServices } from './load-context';
