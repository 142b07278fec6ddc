/**
 * Which demo deals the gift finder offers for whom (issue 4's demo catalogue; the spec names the
 * gift finder's audiences and personalities, not the deals that suit them). A deal gets the tags of
 * the first category of its chain (leaf first) that has a rule, and of each offer tag that has one.
 */
import { type GiftForAudience, type GiftPersonality, giftCharacterTag, giftForTag } from '@kerching/domain/listing';

interface GiftRule {
  readonly for: ReadonlyArray<GiftForAudience>;
  readonly character: ReadonlyArray<GiftPersonality>;
}

const rule = (audiences: ReadonlyArray<GiftForAudience>, characters: ReadonlyArray<GiftPersonality>): GiftRule => ({
  for: audiences,
  character: characters,
});

/** By category short name: leaf categories before their parents. */
const BY_CATEGORY: Readonly<Record<string, GiftRule>> = {
  'gifts-for-her': rule(['mum', 'wifey', 'bff', 'grandparents'], ['pampered', 'gorgeous', 'indulgent']),
  'gifts-for-him': rule(['dad', 'hubby', 'grandparents', 'colleague'], ['indulgent', 'geeky']),
  'experience-gifts': rule(['dad', 'hubby', 'teen', 'bff'], ['daredevil', 'active', 'playful']),
  'personalised-gifts': rule(['mum', 'dad', 'grandparents', 'little-ones'], ['giggly', 'playful']),
  'gift-cards': rule(['colleague', 'bff', 'teen'], ['playful', 'insta-famous']),
  'afternoon-tea': rule(['mum', 'grandparents', 'bff', 'wifey'], ['indulgent', 'insta-famous']),
  'bottomless-brunch': rule(['bff', 'wifey', 'colleague'], ['giggly', 'insta-famous']),
  'restaurants-and-food': rule(['hubby', 'wifey', 'dad', 'grandparents', 'colleague'], ['indulgent']),
  'beauty-and-spa': rule(['mum', 'wifey', 'bff', 'grandparents'], ['pampered', 'gorgeous']),
  'driving-experiences': rule(['dad', 'hubby', 'teen'], ['daredevil', 'active']),
  'flying-experiences': rule(['dad', 'hubby', 'teen', 'bff'], ['daredevil']),
  adrenaline: rule(['teen', 'bff', 'hubby'], ['daredevil', 'active']),
  'escape-rooms': rule(['teen', 'bff', 'colleague'], ['geeky', 'playful', 'giggly']),
  'classes-and-workshops': rule(['mum', 'bff', 'wifey', 'colleague'], ['geeky', 'playful']),
  'days-out': rule(['little-ones', 'teen', 'grandparents', 'dad', 'mum'], ['playful', 'giggly']),
  activities: rule(['teen', 'bff', 'dad'], ['playful', 'active']),
  'health-and-fitness': rule(['bff', 'hubby', 'wifey'], ['active']),
  electronics: rule(['teen', 'dad', 'hubby'], ['geeky']),
  'toys-and-games': rule(['little-ones', 'teen'], ['playful', 'giggly', 'geeky']),
  fashion: rule(['wifey', 'mum', 'teen', 'bff'], ['gorgeous', 'insta-famous']),
  'health-and-beauty': rule(['mum', 'wifey', 'bff'], ['pampered', 'gorgeous']),
  'sports-and-outdoors': rule(['dad', 'hubby', 'teen'], ['active', 'daredevil']),
  'wine-and-spirits': rule(['dad', 'hubby', 'colleague', 'grandparents'], ['indulgent']),
  escapes: rule(['wifey', 'hubby', 'mum', 'dad'], ['jet-setter', 'indulgent']),
  'wellness-collection': rule(['mum', 'wifey', 'bff'], ['pampered']),
};

/** By an offer's own tags. */
const BY_OFFER_TAG: Readonly<Record<string, GiftRule>> = {
  'gift-for-her': rule(['mum', 'wifey'], ['gorgeous']),
  'gift-for-him': rule(['dad', 'hubby'], ['indulgent']),
  'mothers-day': rule(['mum'], ['pampered']),
  skydiving: rule(['teen', 'bff'], ['daredevil']),
};

/** The gift finder tags of a deal in `chain` (its categories, top first) made from an offer with `offerTags`. */
export const giftFinderTags = (
  chain: ReadonlyArray<string>,
  offerTags: ReadonlyArray<string>,
): ReadonlyArray<string> => {
  const byCategory = [...chain]
    .reverse()
    .map((shortName) => BY_CATEGORY[shortName])
    .find((found) => found !== undefined);
  const rules = [
    ...(byCategory === undefined ? [] : [byCategory]),
    ...offerTags.flatMap((tag) => {
      const found = BY_OFFER_TAG[tag];
      return found === undefined ? [] : [found];
    }),
  ];
  return [...new Set(rules.flatMap((r) => [...r.for.map(giftForTag), ...r.character.map(giftCharacterTag)]))];
};
