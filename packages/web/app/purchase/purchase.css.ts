/** The buying pages' own layout: the checkout's two columns, basket lines, summary rows. */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: '3fr 2fr' } },
});
export const stack = style({ display: 'grid', gap: vars.space.lg });
export const sectionHeading = style({
  fontFamily: vars.font.heading,
  fontSize: '1.25rem',
  margin: `0 0 ${vars.space.md}`,
});
export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const line = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const lineTitle = style({ fontWeight: 700, margin: 0 });
export const lineNote = style({ margin: 0, color: vars.color.mutedText, fontSize: '0.9rem' });
export const lineControls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.sm });
export const quantityInput = style({ width: '6rem' });
export const summary = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space.xs, margin: 0 });
export const summaryTotal = style({ fontWeight: 700, fontSize: '1.15rem' });
export const methods = style({ border: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
/** Day, month and year side by side, the error below them. */
export const dateFields = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.sm,
});
export const inline = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.sm });
export const vouchers = style({ width: '100%', borderCollapse: 'collapse' });
export const cell = style({
  textAlign: 'left',
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const code = style({ fontFamily: 'ui-monospace, monospace', fontWeight: 700, letterSpacing: '0.05em' });
/** The vouchers page's refund disclosure: wide enough for its reasons. */
export const refund = style({ minWidth: '210px', marginTop: vars.space.xs });
/** A wide table scrolls sideways inside the page on a narrow screen, rather than the page. */
export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%' });
