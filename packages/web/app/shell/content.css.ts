/** Content pages: static pages, guides, the editorial team and the page-not-found screen. */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const page = style({ maxWidth: '1200px', margin: '0 auto', padding: vars.space.lg });
export const article = style({ maxWidth: '72ch' });
export const title = style({
  fontFamily: vars.font.heading,
  fontSize: '2rem',
  lineHeight: 1.2,
  margin: `0 0 ${vars.space.md}`,
});
export const lead = style({ fontSize: '1.15rem', color: vars.color.text, margin: `0 0 ${vars.space.lg}` });
export const subheading = style({
  fontFamily: vars.font.heading,
  fontSize: '1.35rem',
  margin: `${vars.space.lg} 0 ${vars.space.sm}`,
});
export const paragraph = style({ margin: `0 0 ${vars.space.md}` });
export const list = style({ margin: `0 0 ${vars.space.md}`, paddingLeft: vars.space.lg });
export const meta = style({ color: vars.color.mutedText, fontSize: '0.9rem' });
export const block = style({ marginBottom: vars.space.lg });
export const searchBox = style({ maxWidth: '560px' });
export const linkGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
});
globalStyle(`${linkGrid} a`, {
  display: 'block',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: 600,
});
globalStyle(`${page} a:focus-visible`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
export const guideCards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
});
export const guideCard = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  height: '100%',
});
export const guideCardTitle = style({ fontSize: '1.1rem', margin: `0 0 ${vars.space.sm}` });
export const breadcrumbs = style({ fontSize: '0.9rem', marginBottom: vars.space.md });
globalStyle(`${breadcrumbs} ol`, {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});
globalStyle(`${breadcrumbs} li + li::before`, {
  content: '"›"',
  marginRight: vars.space.xs,
  color: vars.color.mutedText,
});
