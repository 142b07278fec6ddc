/**
 * /deals/{location}: a location homepage (exactly two segments, spec 1 §2), and the section pages
 * /deals/shop, /deals/escapes, /deals/vip, /deals/wellness-collection and /deals/near-me.
 */
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { SITES } from '@kerching/domain/site';
import type { KerchingLoadContext } from '../../load-context';
import { ListingPage } from '../../listing/ListingPage';
import { headMeta } from '../../listing/pageMeta';
import { loadListingPage } from '../../listing/listingLoader.server';

export const loader = ({ request, context, params }: LoaderFunctionArgs<KerchingLoadContext>) =>
  loadListingPage(request, context, { location: params['location'] ?? '' }, { toCanonical: true });

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data === undefined ? [] : headMeta(data.head, data.siteKey);

export default function LocationListing() {
  const loaded = useLoaderData<typeof loader>();
  return <ListingPage site={SITES[loaded.siteKey]} heading={loaded.heading} model={loaded.model} />;
}
