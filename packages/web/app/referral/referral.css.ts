/** The refer-a-friend page: the link with its copy button, the share links, the stats and friends. */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/controls.css';

export const section = style({ margin: `0 0 ${vars.space.xl}` });
export const subheading = style({ fontFamily: vars.font.heading, fontSize: '1.25rem', margin: `0 0 ${vars.space.md}` });
export const linkRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'stretch' });
export const linkInput = style({ flex: '1 1 260px', minWidth: 0 });
export const shareList = style({
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: `${vars.space.md} 0`,
  padding: 0,
});
export const shareLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRing },
});
export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.lg}`,
});
export const stat = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});
export const statValue = style({ margin: 0, fontSize: '1.4rem', fontWeight: 700 });
