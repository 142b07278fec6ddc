import { MAP_HEIGHT, MAP_WIDTH, type StaticMapShapes } from './staticMap';

/** The stylised streets, parks and river of a map tile (staticMap.ts), in its own 320 × 180 units. */
export function StreetTile({ shapes }: { readonly shapes: StaticMapShapes }) {
  return (
    <>
      <rect width={MAP_WIDTH} height={MAP_HEIGHT} fill="#eef0e6" />
      {shapes.parks.map((park, i) => (
        <rect key={i} {...park} rx={4} fill="#cfe6c1" />
      ))}
      <path d={shapes.river} fill="none" stroke="#a8cfe8" strokeWidth={9} strokeLinecap="round" />
      {shapes.streets.map((street, i) => (
        <line
          key={i}
          x1={street.x1}
          y1={street.y1}
          x2={street.x2}
          y2={street.y2}
          stroke={street.major ? '#f3d27a' : '#ffffff'}
          strokeWidth={street.major ? 7 : 4}
          strokeLinecap="round"
        />
      ))}
    </>
  );
}
