/**
 * Deals with the place their merchant is at, for the map view (spec 1 §2 "/map-view"; the pins and
 * projection are the location family's `mapFrame`). A location's map shows its own local deals:
 * national and travel deals, which a listing of a town may carry, have no spot in the town. A
 * chain's other branches (spec 1 §3 `business.otherAddresses`) are on the map when they are in or
 * near the town, not when they are elsewhere in the country.
 */
import { type GeoPoint, distanceKm } from '../location/geo';
import type { Location } from '../location/location';
import { MAP_VIEW_MAX_PINS } from '../location/mapFrame';
import type { Address } from './dealDetail';
import type { DealPage, DealSummary } from './dealSummary';

export interface DealPlace {
  readonly dealId: number;
  /** The merchant's main address, with its point. */
  readonly address: Address;
  /** A chain's other branches, in the merchant's order; none for a single address. */
  readonly otherAddresses: ReadonlyArray<Address>;
}

export interface PlacedDeal {
  readonly deal: DealSummary;
  readonly place: DealPlace;
}

/** A town's map: the town and its deals with their places. */
export interface MapView {
  readonly location: Location;
  /** The town's most popular open deals, main deal first, each with where its merchant is: its main
   *  address and the branches within MAP_BRANCH_REACH_KM of the town. */
  readonly deals: ReadonlyArray<PlacedDeal>;
}

/**
 * How many of a town's listing the map reads: the listing mixes national and travel deals in with
 * the town's own, so three times the pins finds the full 30 of the town's own wherever it has them.
 */
export const MAP_VIEW_CANDIDATES = 3 * MAP_VIEW_MAX_PINS;

/** A deal that belongs on the map of `location`: one of the town's own, not a trip. */
const onMapOf =
  (location: string) =>
  (deal: DealSummary): boolean =>
    deal.locationShortName === location && !deal.isTravel;

/** The deals of a listing page the map of `location` shows, main deal first, each once, at most the pin limit. */
export const mapViewDeals = (page: DealPage, location: string): ReadonlyArray<DealSummary> => {
  const all = page.mainDeal === null ? page.deals : [page.mainDeal, ...page.deals];
  return all
    .filter((deal, index) => onMapOf(location)(deal) && all.findIndex((d) => d.id === deal.id) === index)
    .slice(0, MAP_VIEW_MAX_PINS);
};

/**
 * How far from a town's point a chain's other branch is still drawn on the town's map, in kilometres:
 * a city's centre and inner districts. A branch further away would stretch the map to take it in,
 * crowding the town's pins into its middle.
 */
export const MAP_BRANCH_REACH_KM = 10;

/**
 * Each deal with its place, in the deals' order, keeping the branches within MAP_BRANCH_REACH_KM of
 * `town`; a deal whose place is not known is left off the map.
 */
export const placedDeals = (
  deals: ReadonlyArray<DealSummary>,
  places: ReadonlyArray<DealPlace>,
  town: GeoPoint,
): ReadonlyArray<PlacedDeal> => {
  const byDeal = new Map(places.map((place) => [place.dealId, place]));
  const inReach = (branch: Address): boolean => distanceKm(town, branch) <= MAP_BRANCH_REACH_KM;
  return deals.flatMap((deal) => {
    const place = byDeal.get(deal.id);
    return place === undefined
      ? []
      : [{ deal, place: { ...place, otherAddresses: place.otherAddresses.filter(inReach) } }];
  });
};
