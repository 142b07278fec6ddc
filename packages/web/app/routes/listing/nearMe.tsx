/**
 * Hyperlocal pages /near-me/{category}/{sub}/{slug} (spec 1 §2), and the shorter /near-me/{category}
 * and /near-me/{category}/{sub} the hub links to. The title derives from the last path word (spec 1
 * §2). A slug ending "-in-{area}" names a near-me area (nails-in-clapham): the deals are that area's;
 * otherwise (or for an area we do not know) they are the site's local deals of the category.
 */
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { pageHead } from '@kerching/domain/seo';
import { SITES } from '@kerching/domain/site';
import type { KerchingLoadContext } from '../../load-context';
import { ListingPage } from '../../listing/ListingPage';
import { headMeta } from '../../listing/pageMeta';
import { type ListingLoaded, loadListingPage, notFound } from '../../listing/listingLoader.server';

const AREA_MARKER = '-in-';

/** "nails-in-clapham" -> "clapham"; none without the marker. */
const areaOfSlug = (slug: string): string | undefined => {
  const at = slug.lastIndexOf(AREA_MARKER);
  return at === -1 ? undefined : slug.slice(at + AREA_MARKER.length) || undefined;
};

export const loader = async ({ request, context, params }: LoaderFunctionArgs<KerchingLoadContext>) => {
  const segments = (params['*'] ?? '').split('/').filter((s) => s !== '');
  if (segments.length === 0 || segments.length > 3) return notFound();
  const [category, sub, slug] = segments;
  const categories = [category, sub].filter((s): s is string => s !== undefined);
  const options = { head: () => pageHead({ kind: 'hyperlocal', path: new URL(request.url).pathname }, context.site) };
  const area = slug === undefined ? undefined : areaOfSlug(slug);
  return loadListingPage(
    request,
    context,
    { location: 'near-me', categories, ...(area === undefined ? {} : { area }) },
    options,
  );
};

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data === undefined ? [] : headMeta(data.head, data.siteKey);

export default function Hyperlocal() {
  const loaded: ListingLoaded = useLoaderData<typeof loader>();
  return <ListingPage site={SITES[loaded.siteKey]} heading={loaded.heading} model={loaded.model} />;
}
