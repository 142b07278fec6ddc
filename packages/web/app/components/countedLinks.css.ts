import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/controls.css';
import { FIELD_LOOK } from '../theme/fieldLook';

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

/** A link with its count at the far end; the chosen one (`aria-current`) is bold. */
export const link = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} 0`,
  minHeight: '32px',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing,
    '&[aria-current="true"]': { fontWeight: 700 },
  },
});

export const count = style({ color: vars.color.mutedText });

/** A filter panel's select or number field (listings and search results), beside its counted links. */
export const filterControl = style({ ...FIELD_LOOK, minHeight: '40px', selectors: { '&:focus-visible': focusRing } });
