import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const section = style({ marginBottom: vars.space.xl });
export const more = style({ display: 'flex', justifyContent: 'center', marginTop: vars.space.lg });
export const button = style({
  background: vars.color.primaryButton,
  color: vars.color.primaryButtonText,
  border: 'none',
  borderRadius: vars.radius.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  fontSize: '1rem',
  fontWeight: 700,
  cursor: 'pointer',
  minHeight: '44px',
  selectors: { '&:disabled': { opacity: 0.7, cursor: 'progress' } },
});
export const status = style({ textAlign: 'center', color: vars.color.mutedText });
