/**
 * GET /v1/map-view-deal/{location} (ours: spec 1 §2 names the /map-view page and no call): a town
 * and its most popular open deals, at most 30, each with its merchant's main address and point and
 * a chain's other branches within 10 km of the town (MAP_BRANCH_REACH_KM).
 * An unknown town, a near-me area or the national and travel sections: 404 LISTING.LOCATION_NOT_FOUND.
 */
import * as t from 'io-ts';
import type { DealPlace, MapView, PlacedDeal } from '@kerching/domain/catalogue';
import { DealSummaryCodec, Integer } from './dealSummary';
import { LocationCodec } from '../shell/locations';
import { AddressCodec } from '../deal-page/dealResponse';

export const MAP_VIEW_PATH = '/v1/map-view-deal';

export const mapViewPath = (location: string): string => `${MAP_VIEW_PATH}/${encodeURIComponent(location)}`;

export const DealPlaceCodec: t.Type<DealPlace> = t.readonly(
  t.type({ dealId: Integer, address: AddressCodec, otherAddresses: t.readonlyArray(AddressCodec) }),
  'DealPlace',
);

export const PlacedDealCodec: t.Type<PlacedDeal> = t.readonly(
  t.type({ deal: DealSummaryCodec, place: DealPlaceCodec }),
  'PlacedDeal',
);

export const MapViewCodec: t.Type<MapView> = t.readonly(
  t.type({ location: LocationCodec, deals: t.readonlyArray(PlacedDealCodec) }),
  'MapView',
);

export const MapViewResponseCodec = t.type({ data: MapViewCodec });
export type MapViewResponse = t.TypeOf<typeof MapViewResponseCodec>;
