/**
 * /near-me/hub (spec 1 §2): the deals of the shopper's town, nearest its centre first, by category
 * (links to the hyperlocal pages) and by near-me area of their town (links to each area's deals).
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { ListingRequest } from '@kerching/domain/catalogue';
import { listingHead } from '@kerching/domain/seo';
import { SITES } from '@kerching/domain/site';
import type { KerchingLoadContext } from '../../load-context';
import { ListingPage } from '../../listing/ListingPage';
import { headMeta } from '../../listing/pageMeta';
import { loadListingPage } from '../../listing/listingLoader.server';
import { currentLocationOf } from '../../shell/shellData.server';
import * as css from '../../listing/listing.css';

/** OUR WORDING. */
const areasHeading = (town: string): string => `Areas of ${town}`;

export const loader = async ({ request, context }: LoaderFunctionArgs<KerchingLoadContext>) => {
  const town = await currentLocationOf(request, context);
  const [page, areas] = await Promise.all([
    loadListingPage(
      request,
      context,
      { location: 'near-me' },
      {
        head: () => listingHead({ kind: 'nearMeHub' }, context.site),
        browse: (listing: ListingRequest) =>
          context.services.browseNearMe.execute({ listing, slug: O.none, home: town.shortName }),
      },
    ),
    context.services.findLocations.execute({ site: context.site.key, kind: 'near-me', near: O.none, limit: 500 })(),
  ]);
  const all = E.isRight(areas) ? areas.right.locations : [];
  const inTown = all.filter((area) => area.parentShortName === town.shortName);
  return {
    ...page,
    town: town.name,
    areas: (inTown.length > 0 ? inTown : all)
      .slice(0, 24)
      .map((area) => ({ name: area.name, href: `/deals/${encodeURIComponent(area.shortName)}` })),
  };
};

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data === undefined ? [] : headMeta(data.head, data.siteKey);

export default function NearMeHub() {
  const loaded = useLoaderData<typeof loader>();
  const intro =
    loaded.areas.length === 0 ? null : (
      <nav aria-labelledby="near-me-areas">
        <h2 id="near-me-areas" className={css.subheading}>
          {areasHeading(loaded.town)}
        </h2>
        <ul className={css.chips}>
          {loaded.areas.map((area) => (
            <li key={area.href}>
              <a className={css.chip} href={area.href}>
                {area.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    );
  return <ListingPage site={SITES[loaded.siteKey]} heading={loaded.heading} model={loaded.model} intro={intro} />;
}
