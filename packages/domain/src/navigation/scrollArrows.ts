/**
 * The mobile scroll arrows of the top navigation (spec 1 §4 "The left scroll arrow is active when
 * scrolled right of 0; the right arrow when not at the end"). Browsers report fractional scroll
 * positions; within one pixel of the end counts as the end.
 */
export interface ScrollBox {
  readonly scrollLeft: number;
  readonly scrollWidth: number;
  readonly clientWidth: number;
}

export interface ScrollArrows {
  readonly left: boolean;
  readonly right: boolean;
}

export const END_TOLERANCE_PX = 1;

export const scrollArrows = (box: ScrollBox): ScrollArrows => ({
  left: box.scrollLeft > 0,
  right: box.scrollLeft + box.clientWidth < box.scrollWidth - END_TOLERANCE_PX,
});

/** Each arrow is a square the height of the bar (spec 2 §9 "Nav height 36 px"), over the list's ends. */
export const SCROLL_ARROW_WIDTH_PX = 36;

/**
 * How far one arrow press scrolls: most of what shows between the two arrows, so one item stays in
 * view for context and none is skipped while half under an arrow.
 */
export const scrollStep = (clientWidth: number): number =>
  Math.max(1, Math.round((clientWidth - 2 * SCROLL_ARROW_WIDTH_PX) * 0.8));
