/**
 * Hyperlocal pages /near-me/{category}/{sub}/{slug} (spec 1 §2), and the shorter /near-me/{category}
 * and /near-me/{category}/{sub} the hub links to. The title derives from the last path word (spec 1
 * §2). The slug may name a sub-sub-category (deep-tissue-massage) or a place (soho,
 * massage-near-camden); the near-me use-case reads it and lists the deals near that place, or near
 * the shopper's town, nearest first.
 */
import * as O from 'fp-ts/Option';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { type ListingRequest, NEAR_ME_NEAREST_NOTICE } from '@kerching/domain/catalogue';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { ROBOTS_NOINDEX, pageHead } from '@kerching/domain/seo';
import { SITES } from '@kerching/domain/site';
import type { KerchingLoadContext } from '../../load-context';
import { ListingPage } from '../../listing/ListingPage';
import { headMeta } from '../../listing/pageMeta';
import { type ListingLoaded, loadListingPage, notFound } from '../../listing/listingLoader.server';
import { currentLocationOf } from '../../shell/shellData.server';
import { MAX_LISTING_CATEGORY_SEGMENTS } from '@kerching/domain/routing';

export const loader = async ({ request, context, params }: LoaderFunctionArgs<KerchingLoadContext>) => {
  const segments = (params['*'] ?? '').split('/').filter((s) => s !== '');
  if (segments.length === 0 || segments.length > MAX_LISTING_CATEGORY_SEGMENTS) return notFound();
  const [category, sub, slug] = segments;
  const categories = [category, sub].filter((s): s is string => s !== undefined);
  const home = await currentLocationOf(request, context);
  // A slug that names nothing we know lists the shopper's town's deals: a page for them, not for
  // search engines (any word would make another). Nor is a place with no such deal, whose page
  // lists the nearest further away.
  let slugKnown = true;
  let nearest = false;
  const loaded = await loadListingPage(
    request,
    context,
    { location: 'near-me', categories },
    {
      head: () => {
        const head = pageHead({ kind: 'hyperlocal', path: new URL(request.url).pathname }, context.site);
        return slugKnown && !nearest ? head : { ...head, robots: ROBOTS_NOINDEX };
      },
      browse: (listing: ListingRequest) =>
        pipe(
          context.services.browseNearMe.execute({ listing, slug: O.fromNullable(slug), home: home.shortName }),
          TE.tap((found) => {
            slugKnown = found.slugKnown;
            nearest = found.nearest;
            return TE.right(found);
          }),
        ),
    },
  );
  return { ...loaded, nearest };
};

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data === undefined ? [] : headMeta(data.head, data.siteKey);

export default function Hyperlocal() {
  const loaded: ListingLoaded & { readonly nearest: boolean } = useLoaderData<typeof loader>();
  return (
    <ListingPage
      site={SITES[loaded.siteKey]}
      heading={loaded.heading}
      model={loaded.model}
      intro={loaded.nearest ? <p data-testid="near-me-nearest">{NEAR_ME_NEAREST_NOTICE}</p> : undefined}
    />
  );
}
