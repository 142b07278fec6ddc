import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { cardGridColumns } from '../theme/cardGrid';

const shimmer = keyframes({ '0%': { opacity: 0.55 }, '50%': { opacity: 1 }, '100%': { opacity: 0.55 } });

export const block = style({
  display: 'block',
  background: vars.color.border,
  borderRadius: vars.radius.sm,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: cardGridColumns(vars.space.md),
});
export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});
export const cardBody = style({ padding: vars.space.md, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
