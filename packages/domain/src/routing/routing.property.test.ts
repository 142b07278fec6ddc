import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { encodeComponent } from '../listing/queryString';
import { classifyRoute } from './classifyRoute';
import { type DealPath, buildDealPath, parseDealPath } from './dealPath';
import { rewriteDealPreviewPath } from './dealPreview';
import { ROUTE_ERROR_CODES } from './errors';
import { scopeSegment } from '../catalogue/listingRequest';
import type { ListingLocation } from './listingPath';
import { PAGE_TYPES, type PageType } from './pageTypes';

/** Slugs that are not reserved words, not numeric ids and not the evergreen marker. */
const RESERVED = [
  'e',
  'deals',
  'deal',
  'special',
  'gift-finder',
  'shop',
  'national-deal',
  'near-me',
  'travel',
  'escapes',
  'vip',
  'wellness-collection',
];
const notReserved = (s: string): boolean => !RESERVED.includes(s.toLowerCase()) && !s.toLowerCase().startsWith('vip-');
const slug = fc.stringMatching(/^[a-z][a-z0-9-]{0,11}$/).filter(notReserved);
/** Any text segment that survives encoding (not numeric, not reserved, not empty). */
const segment = fc.oneof(
  slug,
  fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 8 })
    .filter((s) => !/^\d+$/.test(s) && notReserved(s) && s.trim() !== ''),
);
const id = fc.integer({ min: 0, max: 999_999_999_999_999 });

const dealPath: fc.Arbitrary<DealPath> = fc.record({
  categories: fc.array(segment, { minLength: 1, maxLength: 3 }),
  dealId: id,
  evergreen: fc.boolean(),
  productId: fc.option(id, { nil: undefined }).map(O.fromNullable),
  blurb: fc.option(segment, { nil: undefined }).map(O.fromNullable),
});

const location: fc.Arbitrary<ListingLocation> = fc.oneof(
  slug.map((shortName): ListingLocation => ({ kind: 'local', shortName })),
  fc.constant<ListingLocation>({ kind: 'national' }),
  fc.constant<ListingLocation>({ kind: 'hyperlocal' }),
  fc.constantFrom<ListingLocation>({ kind: 'travel', segment: 'travel' }, { kind: 'travel', segment: 'escapes' }),
);
/** A page's listing path, as the route table reads it. */
type ListingPath =
  | {
      readonly kind: 'listing';
      readonly location: ListingLocation;
      readonly categories: ReadonlyArray<string>;
      readonly dealId: O.Option<number>;
    }
  | { readonly kind: 'special'; readonly location: ListingLocation; readonly slug: string }
  | {
      readonly kind: 'giftFinder';
      readonly location: ListingLocation;
      readonly categories: ReadonlyArray<string>;
      readonly giftFor: O.Option<string>;
    };

const buildListingPath = (path: ListingPath): string => {
  const location = scopeSegment(path.location);
  const segments =
    path.kind === 'listing'
      ? [location, ...path.categories, ...(O.isSome(path.dealId) ? [String(path.dealId.value)] : [])]
      : path.kind === 'special'
        ? [location, 'special', path.slug]
        : [
            location,
            ...path.categories,
            'gift-finder',
            ...(O.isSome(path.giftFor) ? [`gifts-for-${path.giftFor.value}`] : []),
          ];
  return segments.map(encodeComponent).join('/');
};

const listingPath: fc.Arbitrary<ListingPath> = fc.oneof(
  fc.record({
    kind: fc.constant('listing' as const),
    location,
    categories: fc.array(slug, { maxLength: 3 }),
    dealId: fc.option(id, { nil: undefined }).map(O.fromNullable),
  }),
  fc.record({ kind: fc.constant('special' as const), location, slug: segment }),
  fc.record({
    kind: fc.constant('giftFinder' as const),
    location,
    categories: fc.array(slug, { maxLength: 3 }),
    giftFor: fc.option(segment, { nil: undefined }).map(O.fromNullable),
  }),
);

/** What the classifier must say for /deals/{built listing path}. */
const expectedPageType = (path: ListingPath): PageType => {
  if (path.kind === 'special') return 'special';
  if (path.kind === 'giftFinder') return 'gift-finder';
  if (path.location.kind === 'travel') return 'travel';
  if (path.location.kind !== 'local') return 'category';
  return path.categories.length === 0 && O.isNone(path.dealId) ? 'homepage' : 'category';
};

const pathLike = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc
    .array(
      fc.oneof(
        fc.constantFrom(
          'deal',
          'deals',
          'e',
          'special',
          'gift-finder',
          'vip-x',
          'myaccount',
          'vouchers',
          'guides',
          '123',
          '',
          '?preview',
          '#',
        ),
        slug,
      ),
      {
        maxLength: 7,
      },
    )
    .map((parts) => `/${parts.join('/')}`),
);

describe('routing properties', () => {
  it('property: deal path round trip (build then parse gives the deal path back)', () => {
    fc.assert(
      fc.property(dealPath, (p) => {
        expect(parseDealPath(buildDealPath(p))).toEqual(E.right(p));
      }),
    );
  });
  it('property: any parsable deal path builds to a path that parses to the same value', () => {
    fc.assert(
      fc.property(pathLike, (raw) => {
        const parsed = parseDealPath(raw);
        if (E.isRight(parsed)) expect(parseDealPath(buildDealPath(parsed.right))).toEqual(parsed);
      }),
    );
  });
  it('property: classification totality (every string is a page type or a known error, never a throw)', () => {
    fc.assert(
      fc.property(pathLike, (raw) => {
        const result = classifyRoute(raw);
        if (E.isRight(result)) expect(PAGE_TYPES).toContain(result.right);
        else expect(ROUTE_ERROR_CODES).toContain(result.left.code);
      }),
    );
  });
  it('property: a built listing page path classifies consistently', () => {
    fc.assert(
      fc.property(listingPath, (p) => {
        const built = buildListingPath(p);
        expect(classifyRoute(`/deals/${built}`)).toEqual(E.right(expectedPageType(p)));
      }),
    );
  });
  it('property: built deal paths classify as deal pages', () => {
    fc.assert(
      fc.property(dealPath, (p) => {
        expect(classifyRoute(buildDealPath(p))).toEqual(E.right('deal'));
      }),
    );
  });
  it('property: deal-preview rewriting is idempotent and leaves no deal-preview segment', () => {
    fc.assert(
      fc.property(pathLike, fc.constantFrom('', '/deal-preview', '/x/deal-preview/'), (raw, extra) => {
        const once = rewriteDealPreviewPath(`${extra}${raw}`);
        expect(rewriteDealPreviewPath(once.path)).toEqual({ path: once.path, preview: false });
        expect(once.path.split(/[?#]/)[0]?.split('/')).not.toContain('deal-preview');
      }),
    );
  });
});
