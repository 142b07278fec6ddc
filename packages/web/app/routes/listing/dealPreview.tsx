/**
 * /deal-preview/{location}[/{category}...]: the deal preview page (spec 1 §2 "A deal-preview query
 * flag gives the deal preview page; in paths deal-preview is rewritten to deals"). The listing of
 * the same /deals path, with deals that open later too, marked noindex; its canonical link names
 * the /deals page.
 */
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { SITES } from '@kerching/domain/site';
import type { KerchingLoadContext } from '../../load-context';
import { ListingPage } from '../../listing/ListingPage';
import { headMeta } from '../../listing/pageMeta';
import { loadListingPage, notFound } from '../../listing/listingLoader.server';
import { MAX_LISTING_CATEGORY_SEGMENTS } from '@kerching/domain/routing';

export const loader = ({ request, context, params }: LoaderFunctionArgs<KerchingLoadContext>) => {
  const categories = (params['*'] ?? '').split('/').filter((s) => s !== '');
  if (categories.length > MAX_LISTING_CATEGORY_SEGMENTS) return notFound();
  return loadListingPage(request, context, { location: params['location'] ?? '', categories }, { preview: true });
};

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data === undefined ? [] : headMeta(data.head, data.siteKey);

export default function DealPreviewListing() {
  const loaded = useLoaderData<typeof loader>();
  return <ListingPage site={SITES[loaded.siteKey]} heading={loaded.heading} model={loaded.model} />;
}
