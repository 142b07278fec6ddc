/**
 * /shop and /shop/{category}... (spec 1 §2 shopping routes): national deals are listed under
 * /deals/shop, so these answer a permanent redirect to the listing's one address.
 */
import type { LoaderFunctionArgs } from 'react-router';
import type { KerchingLoadContext } from '../../load-context';
import { loadListingPage, notFound } from '../../listing/listingLoader.server';
import { MAX_LISTING_CATEGORY_SEGMENTS } from '@kerching/domain/routing';

export const loader = ({ request, context, params }: LoaderFunctionArgs<KerchingLoadContext>) => {
  const categories = (params['*'] ?? '').split('/').filter((s) => s !== '');
  if (categories.length > MAX_LISTING_CATEGORY_SEGMENTS) return notFound();
  return loadListingPage(request, context, { location: 'shop', categories }, { toCanonical: true });
};
