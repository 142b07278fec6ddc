import { globalStyle, style } from '@vanilla-extract/css';
import * as card from '../components/DealCard.css';
import { THREE_ACROSS, twoColumnsOfThree } from '../theme/cardGrid';
import { vars } from '../theme/contract.css';
import { FILTERS_BESIDE, focusRing, primaryButton } from '../theme/controls.css';

export const intro = style({ color: vars.color.mutedText, margin: `0 0 ${vars.space.md}` });
export const count = style({ color: vars.color.mutedText, margin: `0 0 ${vars.space.md}`, fontSize: '0.95rem' });
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [FILTERS_BESIDE]: {
      gridTemplateColumns: '250px minmax(0, 1fr)',
      gridTemplateAreas: '"filters results"',
    },
  },
});
export const results = style({
  minWidth: 0,
  '@media': { [FILTERS_BESIDE]: { gridArea: 'results' } },
});
export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { [FILTERS_BESIDE]: { gridArea: 'filters' } },
});
export const section = style({ marginBottom: vars.space.xl });
export const sectionHead = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
export const subheading = style({ fontFamily: vars.font.heading, fontSize: '1.25rem', margin: `0 0 ${vars.space.sm}` });
export const groupHeading = style({ fontSize: '1rem', margin: `0 0 ${vars.space.xs}`, padding: 0 });
/**
 * The top deal: one card up to 520px wide on a phone or tablet; where the grids below show three
 * a row, a wide card whose picture spans two of their columns and whose words fill the third.
 */
export const featured = style({
  maxWidth: '520px',
  marginBottom: vars.space.lg,
  '@media': { [THREE_ACROSS]: { maxWidth: 'none' } },
});
globalStyle(`${featured} ${card.link}`, { '@media': { [THREE_ACROSS]: { flexDirection: 'row' } } });
globalStyle(`${featured} ${card.image}`, {
  '@media': { [THREE_ACROSS]: { flex: `0 0 ${twoColumnsOfThree(vars.space.md)}` } },
});
globalStyle(`${featured} ${card.title}`, { '@media': { [THREE_ACROSS]: { fontSize: '1.25rem' } } });
export const chips = style({
  listStyle: 'none',
  margin: `0 0 ${vars.space.lg}`,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '40px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.mutedText}`,
  borderRadius: '999px',
  color: vars.color.text,
  background: vars.color.surface,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRing },
});
export const muted = style({ color: vars.color.mutedText });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const range = style({ width: '100%', minHeight: '32px', accentColor: vars.color.primaryButton });
export const rangeLabel = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });
export const check = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: '32px' });
export const checkbox = style({ width: '20px', height: '20px', margin: 0, accentColor: vars.color.primaryButton });
export const button = style([
  primaryButton,
  {
    textDecoration: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    selectors: { '&[aria-disabled="true"]': { opacity: 0.7, cursor: 'progress' } },
  },
]);
export const link = style({ color: vars.color.text, selectors: { '&:focus-visible': focusRing } });
export const paging = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginTop: vars.space.lg,
});
export const message = style({
  padding: vars.space.md,
  margin: `0 0 ${vars.space.lg}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const text = style({ maxWidth: '70ch', margin: `0 0 ${vars.space.md}` });
export const listicle = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '640px',
});
/** The gift finder's three questions side by side where they fit. */
/** The gift finder's questions: the filter form's layout, set apart from the count and deals below. */
export const giftFinder = style([form, { marginBottom: vars.space.lg }]);
export const questions = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  alignItems: 'start',
  marginBottom: vars.space.md,
});
