/**
 * How a text field or a select looks wherever it is: on the theme's surface, a muted border, the
 * whole width it is given. Spread into a style with its own height and states (the account forms'
 * inputs, the filter panels' fields). Read by `.css.ts` files only, so none of it reaches the
 * browser's script.
 */
import { vars } from './contract.css';

export const FIELD_LOOK = {
  padding: `0 ${vars.space.sm}`,
  fontSize: '1rem',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.mutedText}`,
  borderRadius: vars.radius.sm,
  width: '100%',
} as const;
