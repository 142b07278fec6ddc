/**
 * Controls shared across pages: the keyboard focus ring, the main call-to-action button, and the
 * links with a count that listings and search results filter by.
 */
import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

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

/** A filter link with its count at the far end; the chosen one (`aria-current`) is bold. */
export const countedLink = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} 0`,
  minHeight: '32px',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing,
    '&[aria-current="true"]': { fontWeight: 700 },
  },
});
