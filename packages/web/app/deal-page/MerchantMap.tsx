import { MAP_HEIGHT, MAP_WIDTH, staticMapShapes } from './staticMap';
import { StreetTile } from './StreetTile';
import * as css from './dealPage.css';

/** A small map tile drawn here from the merchant's coordinates: no map service is called. */
export function MerchantMap({
  lat,
  lon,
  label,
}: {
  readonly lat: number;
  readonly lon: number;
  readonly label: string;
}) {
  const shapes = staticMapShapes(lat, lon);
  const { x, y } = shapes.pin;
  return (
    <svg
      className={css.map}
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      width={MAP_WIDTH}
      height={MAP_HEIGHT}
      role="img"
      aria-label={label}
      data-testid="merchant-map"
    >
      <StreetTile shapes={shapes} />
      <g transform={`translate(${x} ${y})`}>
        <path
          d="M0 0 C -9 -12, -12 -18, -12 -24 A 12 12 0 1 1 12 -24 C 12 -18, 9 -12, 0 0 Z"
          fill="#c2185b"
          stroke="#ffffff"
          strokeWidth={2}
        />
        <circle cx={0} cy={-24} r={4.5} fill="#ffffff" />
      </g>
    </svg>
  );
}
