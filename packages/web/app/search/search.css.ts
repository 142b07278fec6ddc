import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { FILTERS_BESIDE, focusRing, primaryButton } from '../theme/controls.css';

export const box = style({ maxWidth: '720px', marginBottom: vars.space.lg });
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [FILTERS_BESIDE]: {
      gridTemplateColumns: '240px minmax(0, 1fr)',
      gridTemplateAreas: '"filters results"',
    },
  },
});
export const results = style({ '@media': { [FILTERS_BESIDE]: { gridArea: 'results' } } });
export const filters = style({
  '@media': { [FILTERS_BESIDE]: { gridArea: 'filters' } },
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const subheading = style({
  fontFamily: vars.font.heading,
  fontSize: '1.125rem',
  margin: `0 0 ${vars.space.sm}`,
});
export const groupHeading = style({ fontSize: '1rem', margin: `0 0 ${vars.space.xs}` });
/** "N more locations": a target as tall as a facet link. */
export const moreSummary = style({
  cursor: 'pointer',
  padding: `${vars.space.xs} 0`,
  minHeight: '24px',
  fontWeight: 600,
});
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const fieldRow = style({ display: 'flex', gap: vars.space.sm });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 1, minWidth: 0 });
export const button = primaryButton;
export const message = style({
  padding: vars.space.md,
  margin: `0 0 ${vars.space.lg}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const status = style({ color: vars.color.mutedText, margin: `0 0 ${vars.space.md}` });
export const link = style({ color: vars.color.primaryButton, selectors: { '&:focus-visible': focusRing } });
export const paging = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  marginTop: vars.space.lg,
});
