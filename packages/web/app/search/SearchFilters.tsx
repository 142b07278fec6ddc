/** The filter panel of the results page: facet links with counts, and a GET form for price and sort. */
import {
  SEARCH_APPLY_FILTERS,
  SEARCH_CLEAR_FILTERS,
  SEARCH_FILTERS_HEADING,
  SEARCH_SORT_LABEL,
  searchMaxPriceLabel,
  searchMinPriceLabel,
} from '@kerching/domain/search';
import type { SearchPageModel } from './searchPageModel';
import * as css from './search.css';
import { CountedLinks } from '../components/CountedLinks';
import { filterControl } from '../components/countedLinks.css';

export function SearchFilters({ model }: { readonly model: SearchPageModel }) {
  return (
    <section className={css.filters} aria-labelledby="search-filters">
      <h2 id="search-filters" className={css.subheading}>
        {SEARCH_FILTERS_HEADING}
      </h2>
      <form method="get" action="/search" className={css.form}>
        <input type="hidden" name="q" value={model.text} />
        {model.keep.map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <div className={css.field}>
          <label htmlFor="search-sort">{SEARCH_SORT_LABEL}</label>
          <select
            id="search-sort"
            name="orderBy"
            className={filterControl}
            defaultValue={model.sortChoices.find((c) => c.selected)?.value}
          >
            {model.sortChoices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <div className={css.fieldRow}>
          <div className={css.field}>
            <label htmlFor="search-min-price">{searchMinPriceLabel(model.currencySymbol)}</label>
            <input
              id="search-min-price"
              className={filterControl}
              type="number"
              name="minPrice"
              min={0}
              step="any"
              inputMode="decimal"
              defaultValue={model.minPrice}
            />
          </div>
          <div className={css.field}>
            <label htmlFor="search-max-price">{searchMaxPriceLabel(model.currencySymbol)}</label>
            <input
              id="search-max-price"
              className={filterControl}
              type="number"
              name="maxPrice"
              min={0}
              step="any"
              inputMode="decimal"
              defaultValue={model.maxPrice}
            />
          </div>
        </div>
        <button type="submit" className={css.button}>
          {SEARCH_APPLY_FILTERS}
        </button>
      </form>
      {model.clearFiltersHref === null ? null : (
        <a className={css.link} href={model.clearFiltersHref}>
          {SEARCH_CLEAR_FILTERS}
        </a>
      )}
      {model.facets.map((section) => (
        <nav key={section.id} aria-labelledby={`facet-${section.id}`}>
          <h3 id={`facet-${section.id}`} className={css.groupHeading}>
            {section.label}
          </h3>
          <CountedLinks links={section.links} />
          {section.more === null ? null : (
            <details open={section.more.open}>
              <summary className={css.moreSummary}>{section.more.label}</summary>
              <CountedLinks links={section.more.links} />
            </details>
          )}
        </nav>
      ))}
    </section>
  );
}
