import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { SITES, SITE_KEYS } from '../site/site';
import { GSHOP_INDEXED_SLUG_IE, isGshopIndexed } from './gshop';
import { type HeadContext, pageHead } from './pageHead';
import { ROBOTS_INDEX, ROBOTS_NOINDEX } from './robots';
import { lastPathWords, slugToWords } from './slugWords';

const site = fc.constantFrom(...SITE_KEYS).map((key) => SITES[key]);
const name = fc.string({ minLength: 1, maxLength: 12 });
const maybeName = fc.option(name, { nil: undefined }).map(O.fromNullable);
const slugPart = fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+){0,3}$/);
const context: fc.Arbitrary<HeadContext> = fc.oneof(
  name.map((location): HeadContext => ({ kind: 'location', location })),
  fc.record({ kind: fc.constant('category' as const), category: name, subCategory: maybeName, location: maybeName }),
  name.map((event): HeadContext => ({ kind: 'specialEvent', event, location: O.none })),
  fc.tuple(name, name).map(([event, place]): HeadContext => ({ kind: 'specialEvent', event, location: O.some(place) })),
  maybeName.map((category): HeadContext => ({ kind: 'vip', category })),
  maybeName.map((subCategory): HeadContext => ({ kind: 'escapes', subCategory })),
  fc
    .array(slugPart, { maxLength: 4 })
    .map((parts): HeadContext => ({ kind: 'hyperlocal', path: `/near-me/${parts.join('/')}` })),
  fc
    .array(slugPart, { minLength: 1, maxLength: 3 })
    .map((parts): HeadContext => ({ kind: 'gshop', slug: parts.join('/') })),
);

describe('page head properties', () => {
  it("property: every title ends with the site's display name and every description is non-empty", () => {
    fc.assert(
      fc.property(context, site, (ctx, s) => {
        const head = pageHead(ctx, s);
        expect(head.title.endsWith(` | ${s.displayName}`)).toBe(true);
        expect(head.title.length).toBeGreaterThan(` | ${s.displayName}`.length);
        expect(head.description.length).toBeGreaterThan(0);
        expect([ROBOTS_INDEX, ROBOTS_NOINDEX]).toContain(head.robots);
      }),
    );
  });
  it('property: a hyperlocal title depends only on the last path word', () => {
    fc.assert(
      fc.property(
        fc.array(slugPart, { maxLength: 3 }),
        fc.array(slugPart, { maxLength: 3 }),
        slugPart,
        site,
        (a, b, last, s) => {
          const one = pageHead({ kind: 'hyperlocal', path: `/near-me/${[...a, last].join('/')}` }, s);
          const two = pageHead({ kind: 'hyperlocal', path: `/${[...b, last].join('/')}/` }, s);
          expect(one.title).toBe(two.title);
          expect(lastPathWords(`/${last}`)).toEqual(O.some(slugToWords(last)));
        },
      ),
    );
  });
  it('property: gshop pages are noindex for every slug except the named one on the Irish edition', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constant(GSHOP_INDEXED_SLUG_IE),
          fc.array(slugPart, { minLength: 1, maxLength: 3 }).map((p) => p.join('/')),
        ),
        site,
        (slug, s) => {
          const head = pageHead({ kind: 'gshop', slug }, s);
          const indexed = s.countryCode === 'ie' && slug === GSHOP_INDEXED_SLUG_IE;
          expect(head.robots).toBe(indexed ? ROBOTS_INDEX : ROBOTS_NOINDEX);
          expect(isGshopIndexed(slug, s)).toBe(indexed);
        },
      ),
    );
  });
  it('property: slug words are idempotent once re-slugged', () => {
    fc.assert(
      fc.property(slugPart, (slug) => {
        const words = slugToWords(slug);
        expect(slugToWords(words.replace(/ /g, '-'))).toBe(words);
        expect(words.split(' ')).toHaveLength(slug.split('-').length);
      }),
    );
  });
});
