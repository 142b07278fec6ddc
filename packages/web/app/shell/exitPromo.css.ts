/** The exit-intent promo dialog. */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const dialog = style({
  position: 'relative',
  maxWidth: 'min(32rem, calc(100vw - 2rem))',
  padding: vars.space.lg,
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  '::backdrop': { background: 'rgba(0, 0, 0, 0.55)', backdropFilter: 'blur(2px)' },
});
globalStyle(`${dialog} a:focus-visible, ${dialog} button:focus-visible`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
/** The title leaves room on its right for the close button. */
export const title = style({
  fontFamily: vars.font.heading,
  fontSize: '1.5rem',
  margin: `0 0 ${vars.space.sm}`,
  paddingRight: '44px',
});
/** The close button in the top corner, a 44 px target, so a phone need not scroll to "No thanks". */
export const dismiss = style({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
  width: '44px',
  height: '44px',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontSize: '1.75rem',
  lineHeight: 1,
  cursor: 'pointer',
});
/** The "No thanks" button: the copy button's size, in the quiet colours. */
export const close = style({
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  fontWeight: 700,
  cursor: 'pointer',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});
export const dealsTitle = style({ fontSize: '1.05rem', margin: `${vars.space.md} 0 ${vars.space.xs}` });
export const deals = style({ margin: 0, paddingLeft: vars.space.lg, lineHeight: 1.6 });
export const actions = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  marginTop: vars.space.lg,
  marginBottom: 0,
});
