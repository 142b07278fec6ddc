/** The map view's page: the drawn map with numbered pins, and the numbered list of the same deals. */
import { useMemo } from 'react';
import { DealCard } from '../components/DealCard';
import * as listingCss from '../listing/listing.css';
import * as layoutCss from '../theme/layout.css';
import { MAP_PIN_RADIUS, MAP_VIEW_COPY, MAP_VIEW_SCALE, type MapViewModel } from './mapViewModel';
import * as css from './mapView.css';

/** On a phone the map pans; it opens on the part where most pins are. */
const panTo = (focusX: number, width: number) => (pan: HTMLDivElement | null) => {
  if (pan === null) return;
  const x = (focusX / width) * pan.scrollWidth - pan.clientWidth / 2;
  pan.scrollLeft = Math.max(0, Math.min(pan.scrollWidth - pan.clientWidth, x));
};

function DrawnMap({ model, streets }: { readonly model: MapViewModel; readonly streets: string }) {
  const pan = useMemo(() => panTo(model.focusX, model.size.width), [model.focusX, model.size.width]);
  return (
    <div className={css.pan} ref={pan} data-testid="map-pan">
      <svg
        className={css.map}
        viewBox={`0 0 ${model.size.width} ${model.size.height}`}
        role="group"
        aria-label={model.mapLabel}
        data-testid="deal-map"
      >
        <g aria-hidden="true" transform={`scale(${MAP_VIEW_SCALE})`} dangerouslySetInnerHTML={{ __html: streets }} />
        {model.pins.map((pin) => (
          <a key={pin.key} href={pin.href} aria-label={pin.label} className={css.pin} data-testid="map-pin">
            <circle cx={pin.x} cy={pin.y} r={MAP_PIN_RADIUS} fill="#c2185b" stroke="#ffffff" strokeWidth={2} />
            <text
              x={pin.x}
              y={pin.y}
              textAnchor="middle"
              dominantBaseline="central"
              fill="#ffffff"
              fontSize={13}
              fontWeight={700}
              aria-hidden="true"
            >
              {pin.number}
            </text>
          </a>
        ))}
      </svg>
    </div>
  );
}

export interface MapViewPageProps {
  readonly heading: string;
  readonly model: MapViewModel;
  /** The town's streets as SVG markup drawn on the server (mapBackground.server.tsx). */
  readonly streets: string;
}

export function MapViewPage({ heading, model, streets }: MapViewPageProps) {
  return (
    <main className={layoutCss.main}>
      <h1 className={layoutCss.heading}>{heading}</h1>
      <p>{model.intro}</p>
      {model.items.length === 0 ? null : (
        <div className={css.layout}>
          <figure className={css.figure}>
            <DrawnMap model={model} streets={streets} />
            <figcaption className={css.note}>
              <span className={css.panHint}>{MAP_VIEW_COPY.panHint} </span>
              {MAP_VIEW_COPY.note}
            </figcaption>
          </figure>
          <section>
            <h2 id="map-deals" className={listingCss.subheading}>
              {MAP_VIEW_COPY.listLabel}
            </h2>
            <ol className={css.list} aria-labelledby="map-deals">
              {model.items.map((item) => (
                <li key={item.card.id} className={css.item} data-testid="map-item">
                  <span className={css.number} aria-hidden="true">
                    {item.number}
                  </span>
                  <div>
                    <DealCard deal={item.card} />
                    <p className={css.address}>{item.address}</p>
                    {item.alsoAt === null ? null : <p className={css.address}>{item.alsoAt}</p>}
                  </div>
                </li>
              ))}
            </ol>
          </section>
        </div>
      )}
    </main>
  );
}
