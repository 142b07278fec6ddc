/**
 * /wishlist (spec 1 §2; spec 2 §7.8): the saved deals. See wishlist/wishlist.server.ts for what it
 * loads and does, and wishlist/WishlistView.tsx for what it shows. Personal, so not indexed.
 */
import {
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { ROBOTS_NOINDEX } from '@kerching/domain/seo';
import type { KerchingLoadContext } from '../load-context';
import { pageMeta } from '../shell/pageHead';
import { WishlistView } from '../wishlist/WishlistView';
import { loadWishlist, wishlistAction } from '../wishlist/wishlist.server';
import { WISHLIST_COPY } from '../wishlist/wishlistCopy';

export const loader = ({ request, context }: LoaderFunctionArgs<KerchingLoadContext>) => loadWishlist(request, context);

export const action = ({ request, context }: ActionFunctionArgs<KerchingLoadContext>) =>
  wishlistAction(request, context);

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({
    siteKey: data?.siteKey,
    title: WISHLIST_COPY.title,
    description: WISHLIST_COPY.description,
    robots: ROBOTS_NOINDEX,
  });

export default function WishlistPage() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return <WishlistView loaded={loaded} failure={answer?.failure ?? null} />;
}
