/**
 * /invite/{code}: a friend's invitation link (referral/referral.server.ts). A known code redirects
 * (to registration, or home for a signed-in shopper); any other is the page-not-found page.
 */
import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import type { KerchingLoadContext } from '../load-context';
import { landOnInvitation } from '../referral/referral.server';
import { NotFoundView, notFoundMeta } from '../shell/NotFoundView';

export const loader = ({ request, params, context }: LoaderFunctionArgs<KerchingLoadContext>) =>
  landOnInvitation(request, context, params.code ?? '');

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => notFoundMeta(loaded?.siteKey);

export default function InvitationNotFound() {
  return <NotFoundView />;
}
