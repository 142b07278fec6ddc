/**
 * The map view's streets, drawn on the server: the deal page's stylised tile (StreetTile) as SVG
 * markup for the town's coordinates. The page sends it as markup, so the map view's scripts hold no
 * map code and the deal page keeps the tile's code in its own chunk instead of one shared with this.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import type { GeoPoint } from '@kerching/domain/location';
import { StreetTile } from '../deal-page/StreetTile';
import { staticMapShapes } from '../deal-page/staticMap';

export const mapStreetsMarkup = (centre: GeoPoint): string =>
  renderToStaticMarkup(<StreetTile shapes={staticMapShapes(centre.lat, centre.lon)} />);
