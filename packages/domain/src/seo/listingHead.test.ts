import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { SITES } from '../site/site';
import { listingHead } from './listingHead';
import { ROBOTS_INDEX, ROBOTS_NOINDEX, listingRobots } from './robots';

describe('listingHead', () => {
  it('titles the listing pages with the brand; recently viewed is not indexed', () => {
    const ie = SITES.kerchingie;
    expect(listingHead({ kind: 'home', location: 'Dublin' }, ie)).toEqual({
      title: 'Daily Deals & Offers in Dublin | Kerching',
      description:
        'Save on restaurants, spa days, activities, shopping and escapes in Dublin and beyond with Kerching.',
      robots: ROBOTS_INDEX,
    });
    expect(listingHead({ kind: 'wellness' }, SITES.livingsocial).title).toBe('The Wellness Collection | LivingSocial');
    expect(listingHead({ kind: 'earlyBird' }, ie).title).toBe('Early Bird Deals | Kerching');
    expect(listingHead({ kind: 'nearMeHub' }, ie).description).toContain('near you on Kerching');
    const recent = listingHead({ kind: 'recentlyViewed' }, ie);
    expect(recent.robots).toBe(ROBOTS_NOINDEX);
    expect(recent.description).toContain('Kerching');
    expect(listingHead({ kind: 'mapView', location: 'Cork' }, ie)).toMatchObject({
      title: 'Map of Deals in Cork | Kerching',
      robots: ROBOTS_NOINDEX,
    });
  });

  it('titles the gift finder by its audience, and does not index it narrowed by budget or character', () => {
    const uk = SITES.kerching;
    expect(listingHead({ kind: 'giftFinder', audience: O.none, narrowed: false }, uk)).toEqual({
      title: 'Gift Finder | Kerching',
      description:
        'Gift ideas on Kerching: choose a budget, who it is for and their character, and we find the deals that fit.',
      robots: ROBOTS_INDEX,
    });
    const mum = listingHead({ kind: 'giftFinder', audience: O.some('Mum'), narrowed: true }, uk);
    expect(mum.title).toBe('Gifts for Mum | Kerching');
    expect(mum.robots).toBe(ROBOTS_NOINDEX);
  });
});

describe('listingRobots', () => {
  it('keeps an indexable listing indexed while it has deals, and never indexes a page that is not', () => {
    expect(listingRobots(ROBOTS_INDEX, 3)).toBe(ROBOTS_INDEX);
    expect(listingRobots(ROBOTS_INDEX, 0)).toBe(ROBOTS_NOINDEX);
    fc.assert(
      fc.property(fc.constantFrom(ROBOTS_INDEX, ROBOTS_NOINDEX), fc.nat(), (robots, count) => {
        if (robots === ROBOTS_NOINDEX) expect(listingRobots(robots, count)).toBe(ROBOTS_NOINDEX);
      }),
    );
  });
});
