import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 960px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const figure = style({
  margin: 0,
  '@media': { 'screen and (min-width: 960px)': { position: 'sticky', top: vars.space.md, alignSelf: 'start' } },
});

/**
 * Narrower than the map (phones), the map keeps one unit per CSS pixel and pans sideways, so a pin
 * stays 26 px across, a target a finger can hit (WCAG 2.5.8 asks 24), instead of shrinking to 13.
 */
export const pan = style({
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const map = style({
  display: 'block',
  width: '100%',
  // MAP_VIEWPORT.width (mapViewModel.ts).
  minWidth: '640px',
  height: 'auto',
  aspectRatio: '16 / 9',
  background: '#eef0e6',
});

export const note = style({ color: vars.color.mutedText, fontSize: '0.85rem', margin: `${vars.space.xs} 0 0` });

/** Shown only where the map is wider than its column and pans (under about 680 px). */
export const panHint = style({
  display: 'none',
  '@media': { 'screen and (max-width: 679px)': { display: 'inline' } },
});

export const pin = style({ cursor: 'pointer' });
globalStyle(`${pin}:focus`, { outline: 'none' });
globalStyle(`${pin}:focus-visible circle, ${pin}:hover circle`, { stroke: vars.color.focus, strokeWidth: 4 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const item = style({ display: 'grid', gridTemplateColumns: '2rem minmax(0, 1fr)', gap: vars.space.sm });

export const number = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: '50%',
  background: '#c2185b',
  color: '#ffffff',
  fontWeight: 700,
});

export const address = style({ color: vars.color.mutedText, fontSize: '0.9rem', margin: `${vars.space.xs} 0 0` });
