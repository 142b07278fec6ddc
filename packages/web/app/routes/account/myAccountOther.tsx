/**
 * Any other /myaccount page (spec 1 §6 "account pages (paths starting /myaccount)"; spec 1 §2 "an
 * unauthenticated visitor on certain account page types is redirected to login and the original
 * path is remembered"): a signed-out visitor goes to login and comes back here; a signed-in
 * shopper gets the page-not-found screen until the page exists (the built ones, such as vouchers and
 * the wallet, have their own routes, which rank before this one).
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { KerchingLoadContext } from '../../load-context';
import { requireViewer } from '../../account/accountSession.server';
import { NotFoundView, notFoundMeta } from '../../shell/NotFoundView';

export function loader({ request, context }: LoaderFunctionArgs<KerchingLoadContext>) {
  requireViewer(request, context);
  return data({ siteKey: context.site.key }, { status: 404 });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => notFoundMeta(loaded?.siteKey);

export default function MyAccountOther() {
  return <NotFoundView />;
}
