/**
 * The loader of every filterable listing page: the URL's filters become a listing request, the
 * API's answer becomes the page's model. A URL whose filters are not written the canonical way
 * (defaults left in, unsnapped prices, a sort select's value) redirects to the canonical one, so
 * the GET filter form works without JavaScript and every filter state has one address. An unknown
 * location or category is a 404; filter values the catalogue refuses are dropped by a redirect.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { data, redirect } from 'react-router';
import type { ListDealsError } from '@kerching/application';
import { LISTING_PAGE_SIZE, type DealListing, type ListingRequest } from '@kerching/domain/catalogue';
import { type Query, parseQuery, querySuffix, resetPaging, withoutRefusedFilter } from '@kerching/domain/listing';
import { type PageHead, ROBOTS_NOINDEX, listingRobots } from '@kerching/domain/seo';
import type { KerchingLoadContext } from '../load-context';
import { listingPageHead } from './listingHead';
import { headingOf } from './pageMeta';
import {
  type ListingAddress,
  type ListingPageModel,
  canonicalListingQuery,
  listingPageModel,
  listingRequestOf,
  previewListingModel,
  sameQuery,
  sliderOf,
} from './listingModel';
import { SORRY } from './listingCopy';

export interface ListingLoaded {
  readonly siteKey: KerchingLoadContext['site']['key'];
  readonly head: PageHead;
  readonly heading: string;
  readonly model: ListingPageModel;
}

const PATH_ERRORS = [
  'LISTING.LOCATION_INVALID',
  'LISTING.CATEGORY_INVALID',
  'LISTING.SPECIAL_INVALID',
  'LISTING.LOCATION_NOT_FOUND',
  'LISTING.CATEGORY_NOT_FOUND',
];

export interface ListingPageOptions {
  readonly pageSize?: number;
  /** Changes to the request the URL cannot undo (the early-bird page's own facet). */
  readonly fixed?: (request: ListingRequest) => ListingRequest;
  /** The page's head when the listing's own does not fit (hyperlocal, early bird). */
  readonly head?: (listing: DealListing) => PageHead;
  /** The deal preview page: deals that open later too, never indexed. */
  readonly preview?: boolean;
  /**
   * The page answers for a listing whose canonical address is another /deals/ path (national-deal
   * for shop, /travel for escapes): a permanent redirect there, so search engines see one page.
   */
  readonly toCanonical?: boolean;
  /**
   * Answers the request when a use-case other than browsing decides what the page lists (near-me
   * pages), with the request it answered: what "load more" asks for.
   */
  readonly browse?: (
    request: ListingRequest,
  ) => TE.TaskEither<ListDealsError, { readonly listing: DealListing; readonly request: ListingRequest }>;
}

export const notFound = (): never => {
  throw data({ message: 'Page not found' }, { status: 404 });
};

/** Loads a listing page for `address`, or throws the redirect or error response the URL calls for. */
export const loadListingPage = async (
  request: Request,
  context: KerchingLoadContext,
  address: ListingAddress,
  options: ListingPageOptions = {},
): Promise<ListingLoaded> => {
  const { site, services } = context;
  const url = new URL(request.url);
  // A listing's address is short names, all lower case: /deals/LONDON is /deals/london.
  const lowerCase = url.pathname.toLowerCase();
  if (lowerCase !== url.pathname) throw redirect(`${lowerCase}${url.search}`, 301);
  const query: Query = parseQuery(url.search);
  const preview = options.preview === true;
  const plain = listingRequestOf(site, address, query, options.pageSize ?? LISTING_PAGE_SIZE);
  const asked = preview ? { ...plain, preview } : plain;
  const requested = options.fixed === undefined ? asked : options.fixed(asked);
  const browse =
    options.browse ??
    ((listed: ListingRequest) =>
      pipe(
        services.browseDeals.execute(listed),
        TE.map((listing) => ({ listing, request: listed })),
      ));
  const result = await browse(requested)();
  if (E.isLeft(result)) {
    const code = result.left.code;
    if (PATH_ERRORS.includes(code)) return notFound();
    if (code.startsWith('LISTING.')) throw redirect(`${url.pathname}${querySuffix(withoutRefusedFilter(query, code))}`);
    throw data({ message: SORRY }, { status: 503 });
  }
  const { listing, request: listingRequest } = result.right;
  // A special is its tagged deals: one no deal carries (/deals/london/special/nothing) is no page.
  if (address.special !== undefined && listing.facetedNavigation.stats.count === 0) return notFound();
  if (
    options.toCanonical === true &&
    listing.canonicalUrl.startsWith('/deals/') &&
    listing.canonicalUrl !== url.pathname
  )
    throw redirect(`${listing.canonicalUrl}${url.search}`, 301);
  const canonical = canonicalListingQuery(query, sliderOf(listing));
  if (!sameQuery(canonical, query)) throw redirect(`${url.pathname}${querySuffix(canonical)}`);
  // A page past the end (an old link to a listing that has since shrunk): its first page, not an empty one.
  if (listingRequest.page > 0 && listing.deals.length === 0)
    throw redirect(`${url.pathname}${querySuffix(resetPaging(query))}`);
  const listed =
    options.head === undefined
      ? listingPageHead(address.location, listing, O.fromNullable(address.special), site)
      : options.head(listing);
  const robots = preview ? ROBOTS_NOINDEX : listingRobots(listed.robots, listing.facetedNavigation.stats.count);
  const head: PageHead = { ...listed, robots };
  const model = listingPageModel(listing, url.pathname, query, listingRequest, site);
  return {
    siteKey: site.key,
    head,
    heading: headingOf(head, site),
    model: preview ? previewListingModel(model) : model,
  };
};
