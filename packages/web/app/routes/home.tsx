/**
 * The homepage (spec 1 §2 "empty path: root page"): the top deal at the shopper's location (the
 * location cookie's town, else the site's default), the location's categories, then sections of
 * new deals, shopping and escapes, and the location's deals with "load more".
 */
import * as E from 'fp-ts/Either';
import { useMemo } from 'react';
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import {
  HOME_ESCAPES_HEADING,
  HOME_MAP_VIEW_LINK,
  HOME_SHOP_HEADING,
  NEW_PRODUCTS_SPECIAL,
  type DealListing,
  type DealSummary,
  type ListingRequest,
  homeCategoriesHeading,
  homeMoreDealsHeading,
  homeNewDealsHeading,
  homeTopDealHeading,
  seeAllLabel,
} from '@kerching/domain/catalogue';
import { LISTING_PAGE_SIZE, cutIntoWholeRows, dealsLeftAfterPage } from '@kerching/domain/listing';
import { NATIONAL_LOCATION, mapViewPagePath } from '@kerching/domain/routing';
import { listingHead } from '@kerching/domain/seo';
import { SITES } from '@kerching/domain/site';
import { DealCard, DealGrid } from '../components/DealCard';
import { dealCardModel } from '../components/dealCardModel';
import { DealList } from '../listing/DealList';
import { headMeta, headingOf } from '../listing/pageMeta';
import { SORRY } from '../listing/listingCopy';
import { currentLocationOf } from '../shell/shellData.server';
import * as layout from '../theme/layout.css';
import * as css from '../listing/listing.css';
import type { KerchingLoadContext } from '../load-context';

/** Section grids show whole rows of three (spec 1 §5 "list cut into whole rows, remainder dropped"). */
const SECTION_SIZE = 6;
const PER_ROW = 3;

export async function loader({ request, context }: LoaderFunctionArgs<KerchingLoadContext>) {
  const { site, services } = context;
  const location = await currentLocationOf(request, context);
  const ask = (overrides: Partial<ListingRequest>) =>
    services.browseDeals.execute({
      site: site.key,
      location: location.shortName,
      page: 0,
      pageSize: SECTION_SIZE,
      ...overrides,
    })();
  const [local, fresh, shop, escapes] = await Promise.all([
    ask({ pageSize: LISTING_PAGE_SIZE }),
    ask({ special: NEW_PRODUCTS_SPECIAL }),
    ask({ location: NATIONAL_LOCATION }),
    ask({ location: 'escapes' }),
  ]);
  if (E.isLeft(local)) throw data({ message: SORRY }, { status: 503 });
  const section = (result: typeof fresh, href: string) =>
    E.isLeft(result)
      ? null
      : {
          href,
          name: result.right.location.name,
          deals: cutIntoWholeRows(
            [...(result.right.mainDeal === null ? [] : [result.right.mainDeal]), ...result.right.deals],
            PER_ROW,
          )
            .flat()
            .slice(0, SECTION_SIZE),
        };
  const head = listingHead({ kind: 'home', location: location.name }, site);
  const listing: DealListing = local.right;
  return {
    siteKey: site.key,
    head,
    heading: headingOf(head, site),
    location: { shortName: location.shortName, name: location.name },
    mainDeal: listing.mainDeal,
    deals: listing.deals,
    left: dealsLeftAfterPage(
      { count: listing.count, mainDeal: listing.mainDeal !== null },
      0,
      LISTING_PAGE_SIZE,
      listing.deals.length,
    ),
    categories: listing.facetedNavigation.navigations,
    fresh: section(fresh, `/deals/${location.shortName}/special/${NEW_PRODUCTS_SPECIAL}`),
    shop: section(shop, '/deals/shop'),
    escapes: section(escapes, '/deals/escapes'),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) =>
  loaded === undefined ? [] : headMeta(loaded.head, loaded.siteKey);

function Section({
  id,
  heading,
  section,
  seeAll,
}: {
  readonly id: string;
  readonly heading: string;
  readonly section: { readonly href: string; readonly deals: ReadonlyArray<DealSummary> } | null;
  readonly seeAll: string;
}) {
  if (section === null || section.deals.length === 0) return null;
  return (
    <section className={css.section} aria-labelledby={id}>
      <div className={css.sectionHead}>
        <h2 id={id} className={css.subheading}>
          {heading}
        </h2>
        <a className={css.link} href={section.href}>
          {seeAll}
        </a>
      </div>
      <DealGrid deals={section.deals.map(dealCardModel)} />
    </section>
  );
}

export default function Home() {
  const loaded = useLoaderData<typeof loader>();
  const site = SITES[loaded.siteKey];
  const { location } = loaded;
  const request = useMemo(
    (): Omit<ListingRequest, 'page'> => ({
      site: site.key,
      location: location.shortName,
      pageSize: LISTING_PAGE_SIZE,
    }),
    [site.key, location.shortName],
  );
  return (
    <main className={layout.main}>
      <h1 className={layout.heading}>{loaded.heading}</h1>
      {loaded.mainDeal === null ? null : (
        <section className={css.featured} aria-labelledby="top-deal">
          <h2 id="top-deal" className={css.subheading}>
            {homeTopDealHeading(location.name)}
          </h2>
          <DealCard deal={dealCardModel(loaded.mainDeal)} lead />
        </section>
      )}
      {loaded.categories.length === 0 ? null : (
        <nav aria-labelledby="home-categories">
          <h2 id="home-categories" className={css.subheading}>
            {homeCategoriesHeading(location.name)}
          </h2>
          <ul className={css.chips}>
            {loaded.categories.map((category) => (
              <li key={category.shortName}>
                <a className={css.chip} href={category.url}>
                  {category.linkText}
                  <span className={css.muted}>
                    {category.count}
                    <span className="visually-hidden">{category.count === 1 ? ' deal' : ' deals'}</span>
                  </span>
                </a>
              </li>
            ))}
            <li>
              <a className={css.chip} href={mapViewPagePath(location.shortName)}>
                {HOME_MAP_VIEW_LINK}
              </a>
            </li>
          </ul>
        </nav>
      )}
      <Section
        id="home-new"
        heading={homeNewDealsHeading(location.name)}
        section={loaded.fresh}
        seeAll={seeAllLabel(`new ${location.name}`)}
      />
      <Section id="home-shop" heading={HOME_SHOP_HEADING} section={loaded.shop} seeAll={seeAllLabel('shopping')} />
      <Section
        id="home-escapes"
        heading={HOME_ESCAPES_HEADING}
        section={loaded.escapes}
        seeAll={seeAllLabel('escapes')}
      />
      <section className={css.section} aria-labelledby="more-deals">
        <div className={css.sectionHead}>
          <h2 id="more-deals" className={css.subheading}>
            {homeMoreDealsHeading(location.name)}
          </h2>
          <a className={css.link} href={`/deals/${location.shortName}`}>
            {seeAllLabel(location.name)}
          </a>
        </div>
        <DealList
          site={site}
          request={request}
          deals={loaded.deals}
          page={0}
          left={loaded.left}
          path={`/deals/${location.shortName}`}
          query={[]}
          previousHref={null}
        />
      </section>
    </main>
  );
}
