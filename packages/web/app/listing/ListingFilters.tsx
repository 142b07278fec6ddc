/**
 * The filter panel of a listing: drill-down links with counts, and one GET form for sort, price
 * (two sliders on the spec's steps) and facets. Without JavaScript the form submits like any GET
 * form and the server snaps the prices and writes the canonical URL; with it, choosing a sort or a
 * facet applies at once and the sliders show the snapped price as they move. Submitting never
 * carries the page, so a filter change starts from page 0.
 */
import { type ChangeEvent, useRef, useState } from 'react';
import { Form, useSubmit } from 'react-router';
import {
  LISTING_APPLY_FILTERS,
  LISTING_CATEGORIES_LABEL,
  LISTING_CLEAR_FILTERS,
  LISTING_FILTERS_HEADING,
  LISTING_MAX_PRICE_LABEL,
  LISTING_MIN_PRICE_LABEL,
  LISTING_PRICE_HEADING,
  LISTING_SORT_LABEL,
} from '@kerching/domain/catalogue';
import { SLIDER_STEP_BELOW_100, roundSliderLower, roundSliderUpper, snapSliderMove } from '@kerching/domain/listing';
import type { LinkWithCount, ListingPageModel, SliderModel } from './listingModel';
import * as css from './listing.css';
import { CountedLinks } from '../components/CountedLinks';
import { filterControl } from '../components/countedLinks.css';

export function CategoryLinks({ links }: { readonly links: ReadonlyArray<LinkWithCount> }) {
  if (links.length === 0) return null;
  return (
    <nav aria-labelledby="listing-categories">
      <h2 id="listing-categories" className={css.subheading}>
        {LISTING_CATEGORIES_LABEL}
      </h2>
      <CountedLinks links={links} />
    </nav>
  );
}

/** One price slider: its label, the snapped price it stands at, and the range input. */
function PriceSlider({
  bound,
  label,
  slider,
  value,
  shown,
  onChange,
}: {
  readonly bound: 'min' | 'max';
  readonly label: string;
  readonly slider: SliderModel;
  readonly value: number;
  /** The snapped price the slider stands at. */
  readonly shown: number;
  readonly onChange: (value: number) => void;
}) {
  const id = `listing-${bound}-price`;
  return (
    <div className={css.field}>
      <span className={css.rangeLabel}>
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id} data-testid={`${bound}-price-value`}>
          {slider.symbol}
          {shown}
        </output>
      </span>
      <input
        id={id}
        className={css.range}
        type="range"
        name={`${bound}Price`}
        min={slider.start}
        max={slider.end}
        step={SLIDER_STEP_BELOW_100}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(Number(event.currentTarget.value))}
        aria-valuetext={`${slider.symbol}${shown}`}
      />
    </div>
  );
}

function PriceSliders({ slider }: { readonly slider: SliderModel }) {
  const [min, setMin] = useState(slider.min);
  const [max, setMax] = useState(slider.max);
  // The thumb lands on the step boundary of the price it moves to, so it stands where its label says
  // (within the slider's ends, which are boundaries themselves).
  const move = (set: (update: (previous: number) => number) => void) => (next: number) =>
    set((previous) => snapSliderMove(previous, next));
  const low = Math.max(slider.start, roundSliderLower(Math.min(min, max)));
  const high = Math.min(slider.end, roundSliderUpper(Math.max(min, max)));
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.groupHeading}>{LISTING_PRICE_HEADING}</legend>
      <PriceSlider
        bound="min"
        label={LISTING_MIN_PRICE_LABEL}
        slider={slider}
        value={min}
        shown={low}
        onChange={move(setMin)}
      />
      <PriceSlider
        bound="max"
        label={LISTING_MAX_PRICE_LABEL}
        slider={slider}
        value={max}
        shown={high}
        onChange={move(setMax)}
      />
    </fieldset>
  );
}

export function ListingFilters({
  filters,
  showFacets = true,
  showPrices = true,
}: {
  readonly filters: ListingPageModel['filters'];
  readonly showFacets?: boolean;
  readonly showPrices?: boolean;
}) {
  const submit = useSubmit();
  const applyNow = (event: { readonly currentTarget: { readonly form: HTMLFormElement | null } }) => {
    const form = event.currentTarget.form;
    if (form !== null) void submit(form, { preventScrollReset: true });
  };
  // A sort picked with the pointer applies at once; stepping through them with the arrow keys does
  // not (WCAG 3.2.2): Enter, or Apply filters, applies the one chosen.
  const sortByKeys = useRef(false);
  const selectedSort = filters.sort.find((s) => s.selected)?.value;
  return (
    <section aria-labelledby="listing-filters">
      <h2 id="listing-filters" className={css.subheading}>
        {LISTING_FILTERS_HEADING}
      </h2>
      {/* Apply takes the shopper back up to the results (on a phone they are above the panel);
          a sort or feature chosen applies in place. */}
      <Form method="get" action={filters.action} className={css.form}>
        {filters.keep.map(([name, value], i) => (
          <input key={`${name}=${value}=${i}`} type="hidden" name={name} value={value} />
        ))}
        <div className={css.field}>
          <label htmlFor="listing-sort">{LISTING_SORT_LABEL}</label>
          <select
            id="listing-sort"
            name="orderBy"
            className={filterControl}
            defaultValue={selectedSort}
            onPointerDown={() => {
              sortByKeys.current = false;
            }}
            onKeyDown={(event) => {
              sortByKeys.current = true;
              if (event.key !== 'Enter') return;
              event.preventDefault();
              applyNow(event);
            }}
            onChange={(event) => {
              if (!sortByKeys.current) applyNow(event);
            }}
          >
            {filters.sort.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        {filters.slider === null || !showPrices ? null : (
          <PriceSliders key={`${filters.slider.min}-${filters.slider.max}`} slider={filters.slider} />
        )}
        {showFacets
          ? filters.facets.map((group) => (
              <fieldset key={group.key} className={css.fieldset}>
                <legend className={css.groupHeading}>{group.label}</legend>
                {group.values.map((value) => {
                  const id = `${group.key}-${value.value}`;
                  return (
                    <div key={id} className={css.check}>
                      <input
                        id={id}
                        className={css.checkbox}
                        type="checkbox"
                        name={group.key}
                        value={value.value}
                        defaultChecked={value.selected}
                        onChange={applyNow}
                      />
                      <label htmlFor={id}>
                        {value.label} <span className={css.muted}>({value.count})</span>
                      </label>
                    </div>
                  );
                })}
              </fieldset>
            ))
          : null}
        <button type="submit" className={css.button}>
          {LISTING_APPLY_FILTERS}
        </button>
      </Form>
      {filters.clearHref === null ? null : (
        <p>
          <a className={css.link} href={filters.clearHref}>
            {LISTING_CLEAR_FILTERS}
          </a>
        </p>
      )}
    </section>
  );
}
