/** /early-bird (spec 1 §2; spec 2 §7.2 /v1/early-bird-deal): the site's early-bird deals, every location. */
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ALL_LOCATIONS } from '@kerching/domain/catalogue';
import { listingHead } from '@kerching/domain/seo';
import { SITES } from '@kerching/domain/site';
import type { KerchingLoadContext } from '../../load-context';
import { ListingPage } from '../../listing/ListingPage';
import { headMeta } from '../../listing/pageMeta';
import { loadListingPage } from '../../listing/listingLoader.server';

export const loader = ({ request, context }: LoaderFunctionArgs<KerchingLoadContext>) =>
  loadListingPage(
    request,
    context,
    { location: ALL_LOCATIONS },
    {
      fixed: (asked) => ({ ...asked, facets: [...(asked.facets ?? []), { name: 'feature', value: 'early-bird' }] }),
      head: () => listingHead({ kind: 'earlyBird' }, context.site),
    },
  );

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data === undefined ? [] : headMeta(data.head, data.siteKey);

export default function EarlyBird() {
  const loaded = useLoaderData<typeof loader>();
  return <ListingPage site={SITES[loaded.siteKey]} heading={loaded.heading} model={loaded.model} showFacets={false} />;
}
