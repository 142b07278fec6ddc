/**
 * Controls shared across pages: the keyboard focus ring, the main call-to-action button, and the
 * way to the filters of listings and search results.
 */
import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { VISUALLY_HIDDEN } from './visuallyHidden';

/** The focus ring: the theme's focus colour, 3 px, just outside the control. */
export const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

/** A filled button in the theme's button colours, 44 px tall (a finger's target). */
export const primaryButton = style({
  minHeight: '44px',
  padding: `0 ${vars.space.lg}`,
  fontSize: '1rem',
  fontWeight: 700,
  color: vars.color.primaryButtonText,
  background: vars.color.primaryButton,
  border: 'none',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});

/** Where a filtered page's filters sit beside its deals rather than after them. */
export const FILTERS_BESIDE = 'screen and (min-width: 900px)';

/** A row with the deals' count (or heading) at the start and the way to the filters at the end. */
export const countRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
});

/**
 * A link to the filters, before the deals: shown on phones (the filters come after the deals), and
 * on focus on wider screens (they sit beside them, yet still after them in reading order).
 */
export const toFilters = style({
  margin: `0 0 ${vars.space.md}`,
  fontWeight: 700,
  whiteSpace: 'nowrap',
  '@media': {
    [FILTERS_BESIDE]: {
      ...VISUALLY_HIDDEN,
      selectors: {
        '&:focus': {
          position: 'static',
          width: 'auto',
          height: 'auto',
          margin: `0 0 ${vars.space.md}`,
          overflow: 'visible',
          clip: 'auto',
        },
      },
    },
  },
});
