/**
 * Page titles and descriptions (spec 1 §2 "Page titles and descriptions vary by category,
 * location, special events, VIP, escapes and hyperlocal pages; a hyperlocal page derives its title
 * from the last path word"), plus /gshop/{slug} pages. Every title ends with the site's display
 * name. Names passed in (location, category, event) are display names such as "London", "Beauty".
 */
import * as O from 'fp-ts/Option';
import * as RA from 'fp-ts/ReadonlyArray';
import { pipe } from 'fp-ts/function';
import type { Site } from '../site/site';
import { gshopRobots } from './gshop';
import {
  ESCAPES_TITLE,
  VIP_TITLE,
  categoryDescription,
  categoryTitle,
  escapesDescription,
  escapesSubCategoryTitle,
  gshopDescription,
  gshopTitle,
  hyperlocalDescription,
  hyperlocalPlaceDescription,
  hyperlocalPlaceTitle,
  hyperlocalTitle,
  localCategoryDescription,
  localCategoryTitle,
  localSpecialEventDescription,
  localSpecialEventTitle,
  locationDescription,
  locationTitle,
  specialEventDescription,
  specialEventTitle,
  titleWithBrand,
  vipCategoryTitle,
  vipDescription,
} from './messages';
import { type PlacePhrase, placePhraseOf } from '../routing/hyperlocalSlug';
import { pathSegments } from '../routing/path';
import { ROBOTS_INDEX, type Robots } from './robots';
import { lastPathWords, slugToWords } from './slugWords';

export type HeadContext =
  | { readonly kind: 'location'; readonly location: string }
  | {
      readonly kind: 'category';
      readonly category: string;
      readonly subCategory: O.Option<string>;
      /** None for national (shop) categories. */
      readonly location: O.Option<string>;
    }
  | { readonly kind: 'specialEvent'; readonly event: string; readonly location: O.Option<string> }
  | { readonly kind: 'vip'; readonly category: O.Option<string> }
  | { readonly kind: 'escapes'; readonly subCategory: O.Option<string> }
  | { readonly kind: 'hyperlocal'; readonly path: string }
  | { readonly kind: 'gshop'; readonly slug: string };

export interface PageHead {
  readonly title: string;
  readonly description: string;
  readonly robots: Robots;
}

/** Used when a hyperlocal path has no word to take (a bare "/near-me/"). */
export const HYPERLOCAL_FALLBACK_WORDS = 'Local';

const indexed = (title: string, description: string, site: Site): PageHead => ({
  title: titleWithBrand(title, site.displayName),
  description,
  robots: ROBOTS_INDEX,
});

const categoryHead = (category: string, location: O.Option<string>, site: Site): PageHead =>
  pipe(
    location,
    O.match(
      () => indexed(categoryTitle(category), categoryDescription(category, site.displayName), site),
      (place) =>
        indexed(localCategoryTitle(category, place), localCategoryDescription(category, place, site.displayName), site),
    ),
  );

/** The last slug segment, as words: "christmas/for-her" -> "For Her". */
const lastSlugWords = (slug: string): string => slugToWords(slug.slice(slug.lastIndexOf('/') + 1));

/**
 * A hyperlocal page's title is its last path word (spec 1 §2): as it is when it names its own place
 * ("Massage near Camden"; "... Deals Near You" after it would say "near" twice), else "... Deals
 * Near You".
 */
const hyperlocalHead = (path: string, site: Site): PageHead => {
  const brand = site.displayName;
  const phrase = pipe(RA.last(pathSegments(path)), O.chain(placePhraseOf));
  return pipe(
    phrase,
    O.match(
      () => {
        const words = O.getOrElse(() => HYPERLOCAL_FALLBACK_WORDS)(lastPathWords(path));
        return indexed(hyperlocalTitle(words), hyperlocalDescription(words, brand), site);
      },
      ({ subject, marker, place }: PlacePhrase) => {
        const [what, where] = [slugToWords(subject), slugToWords(place)];
        return indexed(
          hyperlocalPlaceTitle(what, marker, where),
          hyperlocalPlaceDescription(what, marker, where, brand),
          site,
        );
      },
    ),
  );
};

export const pageHead = (context: HeadContext, site: Site): PageHead => {
  const brand = site.displayName;
  switch (context.kind) {
    case 'location':
      return indexed(locationTitle(context.location), locationDescription(context.location, brand), site);
    case 'category':
      return categoryHead(O.getOrElse(() => context.category)(context.subCategory), context.location, site);
    case 'specialEvent':
      return pipe(
        context.location,
        O.match(
          () => indexed(specialEventTitle(context.event), specialEventDescription(context.event, brand), site),
          (place) =>
            indexed(
              localSpecialEventTitle(context.event, place),
              localSpecialEventDescription(context.event, place, brand),
              site,
            ),
        ),
      );
    case 'vip':
      return indexed(O.match(() => VIP_TITLE, vipCategoryTitle)(context.category), vipDescription(brand), site);
    case 'escapes':
      return indexed(
        O.match(() => ESCAPES_TITLE, escapesSubCategoryTitle)(context.subCategory),
        escapesDescription(brand),
        site,
      );
    case 'hyperlocal':
      return hyperlocalHead(context.path, site);
    case 'gshop': {
      const words = lastSlugWords(context.slug);
      return {
        ...indexed(gshopTitle(words), gshopDescription(words, brand), site),
        robots: gshopRobots(context.slug, site),
      };
    }
  }
};
