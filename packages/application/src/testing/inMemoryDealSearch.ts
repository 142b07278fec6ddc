/**
 * An in-memory DealSearch for use-case tests: a deal matches full text when its title holds every
 * word of the text, and a similar title when one of its words is trigram-similar to a word of the
 * text. Filters and disjunctive facet counts follow the SQL adapter's rules.
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import type { DealSummary } from '@kerching/domain/catalogue';
import {
  type FacetCount,
  type SearchMatches,
  type SearchRequest,
  correctableWords,
  searchWords,
  trigramSimilarity,
} from '@kerching/domain/search';
import { priceBandIndexOf } from '@kerching/domain/search/testing';
import type { SiteKey } from '@kerching/domain/site';
import type { CatalogError, DealSearch, SearchMatch } from '@kerching/ports';

const matches = (deal: DealSummary, match: SearchMatch): boolean => {
  const title = searchWords(deal.title);
  const words = searchWords(match.text);
  return match.kind === 'fullText'
    ? words.every((w) => title.includes(w))
    : words.some((w) => title.some((t) => trigramSimilarity(w, t) >= 0.5));
};

const countBy = (deals: ReadonlyArray<DealSummary>, key: (d: DealSummary) => [string, string]): FacetCount[] => {
  const counts = new Map<string, FacetCount>();
  for (const deal of deals) {
    const [shortName, name] = key(deal);
    counts.set(shortName, { shortName, name, count: (counts.get(shortName)?.count ?? 0) + 1 });
  }
  return [...counts.values()];
};

export class InMemoryDealSearch implements DealSearch {
  readonly calls: string[] = [];

  constructor(private readonly deals: ReadonlyArray<DealSummary>) {}

  matching(request: SearchRequest, match: SearchMatch): TE.TaskEither<CatalogError, SearchMatches> {
    this.calls.push(`${match.kind}:${match.text}`);
    const base = this.deals.filter((d) => d.site === request.site && matches(d, match));
    const category = (d: DealSummary) => O.isNone(request.category) || d.categoryShortName === request.category.value;
    const location = (d: DealSummary) => O.isNone(request.location) || d.locationShortName === request.location.value;
    const price = (d: DealSummary) =>
      (O.isNone(request.minPriceMinor) || d.priceMinor >= request.minPriceMinor.value) &&
      (O.isNone(request.maxPriceMinor) || d.priceMinor <= request.maxPriceMinor.value);
    const band = (d: DealSummary) =>
      request.priceBands.length === 0 || request.priceBands.includes(priceBandIndexOf(d.priceMinor));
    const near = (d: DealSummary): number =>
      request.sort === 'popularity' && O.isSome(request.near) && d.locationShortName === request.near.value ? 0 : 1;
    // By relevance the shopper's town comes first (a stable sort keeps the rest as they were).
    const all = base.filter((d) => category(d) && location(d) && price(d) && band(d)).sort((a, b) => near(a) - near(b));
    const bands = countBy(
      base.filter((d) => category(d) && location(d) && price(d)),
      (d) => [String(priceBandIndexOf(d.priceMinor)), ''],
    );
    const priced = base.filter((d) => category(d) && location(d) && band(d)).map((d) => d.priceMinor);
    return TE.right({
      deals: all.slice(request.page * request.pageSize, (request.page + 1) * request.pageSize),
      count: all.length,
      unfilteredCount: base.length,
      facets: {
        categories: countBy(
          base.filter((d) => location(d) && price(d) && band(d)),
          (d) => [d.categoryShortName, d.categoryName],
        ),
        locations: countBy(
          base.filter((d) => category(d) && price(d) && band(d)),
          (d) => [d.locationShortName, d.locationName],
        ),
        priceBands: bands.map((b) => ({ band: Number(b.shortName), count: b.count })),
        minPriceMinor: priced.length === 0 ? null : Math.min(...priced),
        maxPriceMinor: priced.length === 0 ? null : Math.max(...priced),
      },
    });
  }

  similarWords(site: SiteKey, text: string, limit: number): TE.TaskEither<CatalogError, ReadonlyArray<string>> {
    this.calls.push(`similarWords:${text}`);
    const vocabulary = [
      ...new Set(this.deals.filter((d) => d.site === site).flatMap((d) => correctableWords(d.title))),
    ];
    return TE.right([
      ...new Set(
        correctableWords(text).flatMap((typed) =>
          vocabulary
            .map((word) => ({ word, similarity: trigramSimilarity(typed, word) }))
            .filter((w) => w.similarity >= 0.5)
            .sort((a, b) => b.similarity - a.similarity)
            .slice(0, limit)
            .map((w) => w.word),
        ),
      ),
    ]);
  }

  topDeals(site: SiteKey, limit: number): TE.TaskEither<CatalogError, ReadonlyArray<DealSummary>> {
    this.calls.push('topDeals');
    return TE.right(this.deals.filter((d) => d.site === site && !d.soldOut).slice(0, limit));
  }
}
