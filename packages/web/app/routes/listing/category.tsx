/**
 * /deals/{location}/{category}[/{subCategory}[/{subSubCategory}]]: category and sub-category
 * listings with filters, sort and paging (spec 1 §2 "Listing paths"). More than three category
 * segments is not a page.
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
  if (categories.length === 0 || categories.length > MAX_LISTING_CATEGORY_SEGMENTS) return notFound();
  return loadListingPage(request, context, { location: params['location'] ?? '', categories }, { toCanonical: true });
};

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data === undefined ? [] : headMeta(data.head, data.siteKey);

export default function CategoryListing() {
  const loaded = useLoaderData<typeof loader>();
  return <ListingPage site={SITES[loaded.siteKey]} heading={loaded.heading} model={loaded.model} />;
}
