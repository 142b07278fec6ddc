import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import {
  CORRECTABLE_WORD_LENGTH,
  DEAL_CANDIDATES,
  MAX_SUGGESTIONS,
  NAME_CANDIDATES,
  SHORT_TEXT_LENGTH,
  SHORT_TEXT_WINDOW,
  type TypedWordCorrection,
  type Suggestion,
  type SuggestRequest,
  categorySuggestion,
  correctTypedText,
  correctableWords,
  dealSuggestion,
  merchantSuggestion,
  pickSuggestions,
  searchTextLength,
} from '@kerching/domain/search';
import { domainError } from '@kerching/domain/shared';
import type { Clock, Suggestions, SuggestionsError } from '@kerching/ports';
import type { QueryOptions, SqlClient } from '../sqlClient';
import { OPEN_FOR_SEARCH, closeWordsJoin } from './searchSql';

const DEAL_COLUMNS = `'deal' AS kind, d.title AS text, d.url_path, NULL::text AS short_name,
  NULL::text AS parent_short_name, NULL::text AS path_type`;

/**
 * Deal titles containing the text ($3, a LIKE pattern), most popular first: from 3 characters the
 * planner reads the site's popularity index and stops after enough matches, or the title trigram
 * index for rare texts; 2 characters look among the most popular deals only.
 */
const dealCandidates = (short: boolean): string =>
  short
    ? `SELECT ${DEAL_COLUMNS}
         FROM (SELECT d.title, d.url_path, d.popularity, d.id
                 FROM deal d
                WHERE d.site_key = $1 AND ${OPEN_FOR_SEARCH}
                ORDER BY d.popularity DESC, d.id
                LIMIT ${SHORT_TEXT_WINDOW}) d
        WHERE lower(d.title) LIKE lower($3::text)
        ORDER BY d.popularity DESC, d.id
        LIMIT ${DEAL_CANDIDATES}`
    : `SELECT ${DEAL_COLUMNS}
         FROM deal d
        WHERE d.site_key = $1 AND ${OPEN_FOR_SEARCH} AND lower(d.title) LIKE lower($3::text)
        ORDER BY d.popularity DESC, d.id
        LIMIT ${DEAL_CANDIDATES}`;

/**
 * Candidates on site $1 at $2: deal titles containing the text ($3), categories containing it with
 * an open deal on the site (a small table), merchants whose name starts with it ($4, the merchant
 * name prefix index) with an open deal on the site.
 */
const candidatesSql = (short: boolean): string => `
  (${dealCandidates(short)})
  UNION ALL
  (SELECT 'category', c.name, NULL, c.short_name, p.short_name, coalesce(p.canonical_path_type, c.canonical_path_type)
     FROM category c
     LEFT JOIN category p ON p.id = c.parent_id
    WHERE lower(c.name) LIKE lower($3::text)
      AND (EXISTS (SELECT 1 FROM deal d WHERE d.site_key = $1 AND d.category_id = c.id AND ${OPEN_FOR_SEARCH})
        OR EXISTS (SELECT 1 FROM deal d WHERE d.site_key = $1 AND d.subcategory_id = c.id AND ${OPEN_FOR_SEARCH}))
    ORDER BY c.parent_id NULLS FIRST, c.sort_order, c.id
    LIMIT ${NAME_CANDIDATES})
  UNION ALL
  (SELECT 'merchant', m.display_name, NULL, NULL, NULL, NULL
     FROM merchant m
    WHERE (lower(m.display_name) COLLATE "C") LIKE lower($4::text)
      AND EXISTS (SELECT 1 FROM deal d WHERE d.merchant_id = m.id AND d.site_key = $1 AND ${OPEN_FOR_SEARCH})
    ORDER BY lower(m.display_name) COLLATE "C"
    LIMIT ${NAME_CANDIDATES})`;

/**
 * Each typed word ($2) no word of the site's titles ($1) starts with, and the vocabulary word most
 * like it (pg_trgm word similarity, at least the connection's threshold; then the most used).
 */
const CLOSE_WORDS_SQL = `
  SELECT t.typed, c.word AS closest
    FROM unnest($2::text[]) AS t(typed)${closeWordsJoin('1')}
   WHERE NOT EXISTS (SELECT 1 FROM search_word k WHERE k.site_key = $1 AND starts_with(k.word, t.typed))`;

/**
 * Candidates are planned for their own pattern: a common one ("piz") is best found by walking the
 * popularity index, a rare one ("kay") through the title trigram index, and one generic plan would
 * pick the same way for both (docs/PERFORMANCE.md, session 17).
 */
const FOR_THE_PATTERN: QueryOptions = { planForValues: true };

interface CandidateRow {
  readonly kind: 'deal' | 'category' | 'merchant';
  readonly text: string;
  readonly url_path: string | null;
  readonly short_name: string | null;
  readonly parent_short_name: string | null;
  readonly path_type: string | null;
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** "50%_off" -> "%50\\%\\_off%": the text anywhere, its own wildcards taken literally. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/** "50%" -> "50\\%%": names starting with the text. */
export const prefixPattern = (text: string): string => `${escapeLike(text)}%`;

const suggestion = (row: CandidateRow, location: string): Suggestion => {
  switch (row.kind) {
    case 'deal':
      return dealSuggestion(row.text, row.url_path ?? '/');
    case 'category':
      return categorySuggestion(
        {
          name: row.text,
          shortName: row.short_name ?? '',
          parentShortName: row.parent_short_name,
          pathType: row.path_type ?? 'local',
        },
        location,
      );
    case 'merchant':
      return merchantSuggestion(row.text);
  }
};

/** Suggestions over SQL: contains and prefix matches, then the titles of the corrected text when few deals matched. */
export class SqlSuggestions implements Suggestions {
  constructor(
    private readonly db: SqlClient,
    private readonly clock: Clock,
  ) {}

  /**
   * Titles containing the typed text with its unknown words corrected ("hota" -> "hot", "hot stonne"
   * -> "hot stone"), or none when no word needs or finds a correction.
   */
  private async correctedDeals(request: SuggestRequest, now: string): Promise<readonly CandidateRow[]> {
    const words = correctableWords(request.text);
    if (words.length === 0) return [];
    const corrections = await this.db.query<TypedWordCorrection>(CLOSE_WORDS_SQL, [request.site, words]);
    const text = correctTypedText(request.text, corrections);
    return O.isNone(text)
      ? []
      : this.db.query<CandidateRow>(
          dealCandidates(false),
          [request.site, now, containsPattern(text.value)],
          FOR_THE_PATTERN,
        );
  }

  suggest(request: SuggestRequest, location: string): TE.TaskEither<SuggestionsError, ReadonlyArray<Suggestion>> {
    return TE.tryCatch(
      async () => {
        const now = this.clock.now().toISOString();
        const short = searchTextLength(request.text) <= SHORT_TEXT_LENGTH;
        const rows = await this.db.query<CandidateRow>(
          candidatesSql(short),
          [request.site, now, containsPattern(request.text), prefixPattern(request.text)],
          FOR_THE_PATTERN,
        );
        const deals = rows.filter((r) => r.kind === 'deal');
        const corrected =
          deals.length < MAX_SUGGESTIONS && searchTextLength(request.text) >= CORRECTABLE_WORD_LENGTH
            ? await this.correctedDeals(request, now)
            : [];
        const of = (kind: CandidateRow['kind'], list: readonly CandidateRow[]) =>
          list.filter((r) => r.kind === kind).map((r) => suggestion(r, location));
        return pickSuggestions(request.text, {
          categories: of('category', rows),
          merchants: of('merchant', rows),
          deals: [...of('deal', deals), ...of('deal', corrected)],
        });
      },
      (error) => domainError('SUGGEST.UNAVAILABLE', error instanceof Error ? error.message : 'suggest query failed'),
    );
  }
}
