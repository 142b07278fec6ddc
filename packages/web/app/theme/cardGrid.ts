/**
 * Build-time values shared by the style sheets of deal grids (read by `.css.ts` files only, so
 * none of this reaches the browser's script).
 *
 * Listing pages come in whole rows of three (spec 1 §5: page size 9, sections cut into whole rows),
 * so a grid of cards is never wider than three: a column is at least 260px and at least a third of
 * the row. A phone shows one card a row, a tablet two, anything wider three.
 */
export const cardGridColumns = (gap: string): string =>
  `repeat(auto-fill, minmax(max(260px, calc((100% - 2 * ${gap}) / 3)), 1fr))`;

/** From this width both the homepage and a listing's results have room for three cards a row. */
export const THREE_ACROSS = 'screen and (min-width: 1140px)';

/** Two of three columns and the gap between them: where a featured card's picture ends. */
export const twoColumnsOfThree = (gap: string): string => `calc((100% - 2 * ${gap}) * 2 / 3 + ${gap})`;
