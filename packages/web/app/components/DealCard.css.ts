import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { cardGridColumns } from '../theme/cardGrid';

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
});
export const link = style({
  textDecoration: 'none',
  color: 'inherit',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
});
export const image = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  background: vars.color.border,
  display: 'flex',
  alignItems: 'flex-end',
  padding: vars.space.sm,
});
export const picture = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});
/** On a dark backing, so it reads on any picture. */
export const imageLabel = style({
  position: 'relative',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: 'rgba(0, 0, 0, 0.65)',
  color: '#ffffff',
  fontSize: '0.875rem',
  fontWeight: 700,
});
export const body = style({
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: 1,
});
export const title = style({ fontSize: '1rem', margin: 0, fontWeight: 700 });
export const meta = style({ color: vars.color.mutedText, fontSize: '0.875rem', margin: 0 });
export const prices = style({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: 'auto',
  marginBottom: 0,
});
export const place = style({ whiteSpace: 'nowrap' });
export const badges = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});
export const badge = style({
  fontSize: '0.75rem',
  fontWeight: 700,
  lineHeight: 1.4,
  padding: `0 ${vars.space.xs}`,
  color: vars.color.text,
  border: `1px solid ${vars.color.mutedText}`,
  borderRadius: vars.radius.sm,
});
export const price = style({ color: vars.color.price, fontSize: '1.25rem', fontWeight: 800 });
export const wasPrice = style({ color: vars.color.wasPrice, textDecoration: 'line-through' });
export const discount = style({ color: vars.color.secondary, fontWeight: 700 });
export const soldOut = style({ color: vars.color.secondary, fontWeight: 700, fontSize: '0.875rem' });
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: cardGridColumns(vars.space.md),
});
