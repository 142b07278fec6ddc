/**
 * Club levels (spec 1 §3 Club/loyalty, §4, spec 2 §9 "Loyalty tiers"): Pink (lowest) < Bronze <
 * Silver < Gold < Platinum. An unknown level falls back to Pink; only Bronze and above exchange points.
 */
import * as O from 'fp-ts/Option';
import * as N from 'fp-ts/number';
import * as Ord from 'fp-ts/Ord';
import { pipe } from 'fp-ts/function';

export const LOYALTY_LEVELS = ['Pink', 'Bronze', 'Silver', 'Gold', 'Platinum'] as const;
export type LoyaltyLevel = (typeof LOYALTY_LEVELS)[number];

export const LOWEST_LOYALTY_LEVEL: LoyaltyLevel = 'Pink';
/** Club tiers: exchange of points requires Bronze or higher (spec 1 §6). */
export const LOWEST_EXCHANGING_LEVEL: LoyaltyLevel = 'Bronze';

/** 0 for Pink up to 4 for Platinum. */
export const loyaltyLevelRank = (level: LoyaltyLevel): number => LOYALTY_LEVELS.indexOf(level);

export const ordLoyaltyLevel: Ord.Ord<LoyaltyLevel> = pipe(N.Ord, Ord.contramap(loyaltyLevelRank));

/** Reads a level name, ignoring case and surrounding spaces; an unknown level falls back to Pink. */
export const parseLoyaltyLevel = (name: string): LoyaltyLevel => {
  const wanted = name.trim().toLowerCase();
  return pipe(
    O.fromNullable(LOYALTY_LEVELS.find((level) => level.toLowerCase() === wanted)),
    O.getOrElse((): LoyaltyLevel => LOWEST_LOYALTY_LEVEL),
  );
};

/** The level above, or none for Platinum. */
export const nextLoyaltyLevel = (level: LoyaltyLevel): O.Option<LoyaltyLevel> =>
  O.fromNullable(LOYALTY_LEVELS[loyaltyLevelRank(level) + 1]);

/** Only Bronze, Silver, Gold and Platinum can exchange points. */
export const canExchangePoints = (level: LoyaltyLevel): boolean =>
  Ord.geq(ordLoyaltyLevel)(level, LOWEST_EXCHANGING_LEVEL);
