import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing, primaryButton } from '../theme/controls.css';

// The suggestions hang from the whole form, button included: on a phone the input alone is too
// narrow for a deal's title.
export const form = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'stretch',
  width: '100%',
});
export const field = style({ flex: 1, minWidth: 0 });
export const input = style({
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: '1rem',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.mutedText}`,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing },
});
export const button = primaryButton;
export const listbox = style({
  position: 'absolute',
  zIndex: 20,
  top: 'calc(100% + 4px)',
  left: 0,
  right: 0,
  margin: 0,
  padding: `${vars.space.xs} 0`,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  boxShadow: '0 6px 18px rgba(0, 0, 0, 0.18)',
  maxHeight: '24rem',
  overflowY: 'auto',
  selectors: { '&[hidden]': { display: 'none' } },
});
export const option = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.brand, color: vars.color.brandText },
  },
});
// Whole titles, wrapped: two deals at one merchant differ only at the end of their titles.
export const optionText = style({ minWidth: 0, overflowWrap: 'anywhere' });
export const optionKind = style({ flexShrink: 0, fontSize: '0.875rem' });
