/**
 * React Router's load context is the server's per-request bundle, defined in `application`
 * (`KerchingLoadContext`, `ServerServices`), so the server never imports web.
 */
import type { KerchingLoadContext } from '@kerching/application/services';

export type {
  AccountServices,
  KerchingLoadContext,
  PurchaseServices,
  ReferralServices,
  RequestFacts,
  ServerServices,
  WishlistServices,
} from '@kerching/application/services';

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation adds our members to React Router's type
  interface AppLoadContext extends KerchingLoadContext {}
}
