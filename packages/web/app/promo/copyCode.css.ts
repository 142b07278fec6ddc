/** A promo code shown for copying, and its copy button: the discount codes page and the exit promo. */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { primaryButton } from '../theme/controls.css';

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap', margin: 0 });
export const codeText = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '1.15rem',
  fontWeight: 700,
  letterSpacing: '0.05em',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  userSelect: 'all',
});
export const copy = style([primaryButton, { padding: `0 ${vars.space.md}` }]);
