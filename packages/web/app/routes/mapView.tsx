/**
 * /map-view (spec 1 §2, page type map-view; ADR 14): a town on a map, its most popular deals as
 * numbered pins, and the same deals as a numbered list. The town is `?location=` when given, else
 * the location cookie's, else the site's default. It follows the cookie, so it is not indexed.
 */
import * as E from 'fp-ts/Either';
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { MAP_VIEW_LOCATION_PARAM } from '@kerching/domain/routing';
import { listingHead } from '@kerching/domain/seo';
import type { KerchingLoadContext } from '../load-context';
import { headMeta, headingOf } from '../listing/pageMeta';
import { SORRY } from '../listing/listingCopy';
import { notFound } from '../listing/listingLoader.server';
import { mapStreetsMarkup } from '../map-view/mapBackground.server';
import { MapViewPage } from '../map-view/MapViewPage';
import { mapViewModel } from '../map-view/mapViewModel';
import { currentLocationOf } from '../shell/shellData.server';

const NOT_A_TOWN: ReadonlyArray<string> = ['LISTING.LOCATION_INVALID', 'LISTING.LOCATION_NOT_FOUND'];

export async function loader({ request, context }: LoaderFunctionArgs<KerchingLoadContext>) {
  const { site, services } = context;
  const asked = new URL(request.url).searchParams.get(MAP_VIEW_LOCATION_PARAM);
  const location = asked ?? (await currentLocationOf(request, context)).shortName;
  const result = await services.getMapView.execute({ site: site.key, location })();
  if (E.isLeft(result)) {
    if (NOT_A_TOWN.includes(result.left.code)) return notFound();
    throw data({ message: SORRY }, { status: 503 });
  }
  const head = listingHead({ kind: 'mapView', location: result.right.location.name }, site);
  return {
    siteKey: site.key,
    head,
    heading: headingOf(head, site),
    model: mapViewModel(result.right),
    streets: mapStreetsMarkup(result.right.location.latLon),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) =>
  loaded === undefined ? [] : headMeta(loaded.head, loaded.siteKey);

export default function MapView() {
  const { heading, model, streets } = useLoaderData<typeof loader>();
  return <MapViewPage heading={heading} model={model} streets={streets} />;
}
