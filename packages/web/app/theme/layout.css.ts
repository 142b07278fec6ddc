import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

export const header = style({
  background: vars.color.brand,
  color: vars.color.brandText,
  padding: `${vars.space.md} ${vars.space.lg}`,
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
export const logo = style({
  fontFamily: vars.font.heading,
  fontSize: '1.5rem',
  fontWeight: 800,
  margin: 0,
  textDecoration: 'none',
});
export const location = style({ fontSize: '0.95rem' });
export const main = style({ maxWidth: '1200px', margin: '0 auto', padding: vars.space.lg });
export const heading = style({ fontFamily: vars.font.heading, fontSize: '1.5rem', margin: `0 0 ${vars.space.md}` });
export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  padding: vars.space.lg,
  color: vars.color.mutedText,
  fontSize: '0.9rem',
  textAlign: 'center',
});
