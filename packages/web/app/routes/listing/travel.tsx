/**
 * /travel and /travel/{category}...: shown as escapes, since the travel brand is off (spec 1 §2
 * "/travel (shown as escapes when the travel brand is off)"). The listing is the escapes one.
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
  return loadListingPage(request, context, { location: 'travel', categories }, { toCanonical: true });
};

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data === undefined ? [] : headMeta(data.head, data.siteKey);

export default function TravelListing() {
  const loaded = useLoaderData<typeof loader>();
  return <ListingPage site={SITES[loaded.siteKey]} heading={loaded.heading} model={loaded.model} />;
}
