/** The header's account item: the Sign in link, or the account menu's disclosure. */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { SM_DOWN, headerItem } from './shell.css';
import { VISUALLY_HIDDEN } from '../theme/visuallyHidden';

export const item = style([headerItem, { gridArea: 'account' }]);
/** 'Sign in' beside its icon; on phones only the icon shows (the words stay the link's name). */
export const itemLabel = style({
  '@media': {
    [SM_DOWN]: VISUALLY_HIDDEN,
  },
});
export const account = style({ gridArea: 'account', position: 'relative' });
export const summary = style([
  headerItem,
  { listStyle: 'none', selectors: { '&::-webkit-details-marker': { display: 'none' } } },
]);
export const name = style({ maxWidth: '10em', overflow: 'hidden', textOverflow: 'ellipsis' });
export const panel = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 4px)',
  zIndex: 40,
  width: 'min(260px, 90vw)',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  boxShadow: '0 8px 24px rgba(0,0,0,0.2)',
  padding: vars.space.md,
});
export const email = style({
  margin: `0 0 ${vars.space.sm}`,
  color: vars.color.mutedText,
  fontSize: '0.9rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' };
export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '40px',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRing },
});
export const signOut = style({
  borderTop: `1px solid ${vars.color.border}`,
  marginTop: vars.space.sm,
  paddingTop: vars.space.sm,
});
export const signOutButton = style({
  minHeight: '40px',
  width: '100%',
  border: `1px solid ${vars.color.mutedText}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});
