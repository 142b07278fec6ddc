/** The discount codes page: a grid of code cards. */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const codes = style({
  listStyle: 'none',
  margin: `0 0 ${vars.space.lg}`,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
});
export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const offer = style({ fontFamily: vars.font.heading, fontSize: '1.35rem', margin: 0 });
export const conditions = style({ margin: 0, paddingLeft: vars.space.lg });
export const useBy = style({ margin: 'auto 0 0', color: vars.color.mutedText, fontSize: '0.9rem' });
