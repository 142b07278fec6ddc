/** Any address no other route answers: the page-not-found screen, with status 404. */
import { data, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { KerchingLoadContext } from '../load-context';
import { NotFoundView, notFoundMeta } from '../shell/NotFoundView';

export function loader({ context }: LoaderFunctionArgs<KerchingLoadContext>) {
  return data({ siteKey: context.site.key }, { status: 404 });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => notFoundMeta(loaded?.siteKey);

export default function NotFound() {
  return <NotFoundView />;
}
