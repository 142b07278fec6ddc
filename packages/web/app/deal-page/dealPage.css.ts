import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const breadcrumbs = style({
  listStyle: 'none',
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  fontSize: '0.875rem',
  color: vars.color.mutedText,
});
globalStyle(`${breadcrumbs} li + li::before`, { content: '"›"', marginRight: vars.space.xs });
globalStyle(`${breadcrumbs} a`, { color: vars.color.text });

export const preview = style({
  background: '#fff4ce',
  color: '#3d3000',
  border: '1px solid #e0c36b',
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
  margin: `0 0 ${vars.space.md}`,
});

export const top = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 992px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const gallery = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const mainImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.border,
});
export const thumbs = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.sm,
});
export const thumb = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.border,
});

export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const title = style({ fontFamily: vars.font.heading, fontSize: '1.75rem', lineHeight: 1.2, margin: 0 });
export const headline = style({ margin: 0, fontSize: '1.1rem', color: vars.color.mutedText });
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0 });
export const badge = style({
  display: 'inline-block',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: '999px',
  padding: `2px ${vars.space.sm}`,
  fontSize: '0.875rem',
  fontWeight: 600,
  color: vars.color.text,
});

export const box = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const priceRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: 0,
  minHeight: '2.5rem',
});
export const price = style({ color: vars.color.price, fontSize: '2rem', fontWeight: 800, lineHeight: 1.1 });
export const pricePrefix = style({ color: vars.color.mutedText, fontSize: '1rem' });
export const wasPrice = style({ color: vars.color.wasPrice, textDecoration: 'line-through', fontSize: '1.1rem' });
export const discount = style({ color: vars.color.secondary, fontWeight: 700 });
export const vipLine = style({ margin: 0, fontWeight: 600, color: vars.color.text });
export const priceHidden = style({ margin: 0, color: vars.color.mutedText });

export const countdown = style({
  margin: 0,
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'baseline',
  minHeight: '1.5rem',
});
export const countdownValue = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 700,
  display: 'inline-block',
  minWidth: '17ch',
});

export const notice = style({
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
  margin: 0,
  border: `1px solid ${vars.color.border}`,
});
export const noticeUnavailable = style([notice, { background: '#fdecef', borderColor: '#e8a3b3', color: '#5c0a1f' }]);
export const noticeOnSale = style([notice, { background: '#e7f5ec', borderColor: '#9fd3b0', color: '#0d3d1f' }]);
export const noticeHeading = style({ display: 'block', fontWeight: 700 });

export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });
export const legend = style({ fontWeight: 700, marginBottom: vars.space.sm, padding: 0 });
export const options = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
});
export const optionText = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });
export const optionPrice = style({ fontWeight: 700, color: vars.color.price });
/** A best-seller claim: a small badge in the button colours, which meet AA contrast on every theme. */
export const claim = style({
  alignSelf: 'flex-start',
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.primaryButton,
  color: vars.color.primaryButtonText,
  fontSize: '0.75rem',
  fontWeight: 700,
  lineHeight: 1.5,
});
export const optionNote = style({ color: vars.color.secondary, fontWeight: 600, fontSize: '0.875rem' });
export const radio = style({ width: '1.25rem', height: '1.25rem', marginTop: '2px', flex: 'none' });
export const select = style({
  width: '100%',
  minHeight: '44px',
  padding: vars.space.sm,
  fontSize: '1rem',
  border: `1px solid ${vars.color.mutedText}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
});
export const label = style({ display: 'block', fontWeight: 700, marginBottom: vars.space.sm });
export const calendar = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
  margin: 0,
  color: vars.color.text,
});
/** The month's name between its arrows. */
export const calendarMonth = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  fontWeight: 700,
});
export const calendarArrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '44px',
  minHeight: '44px',
  fontSize: '1.5rem',
  color: vars.color.text,
  textDecoration: 'none',
});
export const calendarGrid = style({
  width: '100%',
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
  textAlign: 'center',
  fontSize: '0.875rem',
});
globalStyle(`${calendarGrid} th`, { fontWeight: 600, color: vars.color.mutedText, padding: '2px 0' });
globalStyle(`${calendarGrid} td`, { padding: '1px' });
/** A day: its number, and its price when a stay can start on it. */
export const calendarDay = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  borderRadius: vars.radius.sm,
  color: vars.color.mutedText,
  textDecoration: 'none',
  lineHeight: 1.2,
});
globalStyle(`${calendarDay}[href]`, { color: vars.color.text, fontWeight: 700, background: vars.color.background });
globalStyle(`${calendarDay} small`, { fontWeight: 400, fontSize: '0.7rem' });
// After the link's own colours, and as specific: the chosen stay stands out.
globalStyle(`${calendarDay}[data-state]`, { background: vars.color.brand, color: vars.color.brandText });
globalStyle(`${calendarDay}[data-state="stay"], ${calendarDay}[data-hover]`, {
  background: vars.color.background,
  color: vars.color.text,
  boxShadow: `inset 0 0 0 2px ${vars.color.brand}`,
});

export const quantity = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const stepper = style({
  width: '44px',
  height: '44px',
  fontSize: '1.25rem',
  border: `1px solid ${vars.color.mutedText}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.5 } },
});
export const quantityValue = style({
  minWidth: '3ch',
  textAlign: 'center',
  fontWeight: 700,
  fontSize: '1.25rem',
  fontVariantNumeric: 'tabular-nums',
});
export const capNotice = style({ margin: 0, color: vars.color.mutedText, fontSize: '0.875rem', width: '100%' });

export const buyButton = style({
  background: vars.color.primaryButton,
  color: vars.color.primaryButtonText,
  border: 'none',
  borderRadius: vars.radius.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  fontSize: '1.1rem',
  fontWeight: 700,
  minHeight: '48px',
  cursor: 'pointer',
  selectors: { '&:disabled': { background: '#6b6b6b', cursor: 'not-allowed' } },
});
export const buyButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const basketButton = style({
  background: vars.color.surface,
  color: vars.color.text,
  border: `2px solid ${vars.color.primaryButton}`,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  fontSize: '1.1rem',
  fontWeight: 700,
  minHeight: '48px',
  cursor: 'pointer',
  selectors: { '&:disabled': { borderColor: '#6b6b6b', color: '#595959', cursor: 'not-allowed' } },
});
export const status = style({ margin: 0, minHeight: '1.5rem', color: vars.color.text });

export const facts = style({ margin: 0, paddingLeft: vars.space.lg });
export const smallNotice = style({ margin: 0, fontSize: '0.9rem', color: vars.color.text });

export const section = style({ marginTop: vars.space.xl });
export const sectionHeading = style({
  fontFamily: vars.font.heading,
  fontSize: '1.35rem',
  margin: `0 0 ${vars.space.md}`,
});
export const subHeading = style({ fontSize: '1.1rem', margin: `${vars.space.md} 0 ${vars.space.sm}` });
export const prose = style({ maxWidth: '70ch' });

export const merchant = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'minmax(0, 1fr) 320px' } },
});
export const address = style({ fontStyle: 'normal', margin: `0 0 ${vars.space.sm}` });
export const alsoAtHeading = style({ fontSize: '1rem', margin: `${vars.space.sm} 0 ${vars.space.xs}` });
export const alsoAt = style({ listStyle: 'none', margin: `0 0 ${vars.space.sm}`, padding: 0 });
export const branch = style({ fontStyle: 'normal' });
export const map = style({
  display: 'block',
  width: '100%',
  maxWidth: '320px',
  height: 'auto',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const stars = style({ color: '#8a5a00', letterSpacing: '1px' });
export const reviewList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const review = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
});
/** The links to other pages of reviews, each a 44 px target. */
export const reviewPaging = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  marginTop: vars.space.md,
});
/** A link drawn as an outlined 44 px target: the share links and the pages of reviews. */
const outlinedLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.mutedText}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
});
export const reviewPagingLink = style([outlinedLink, { fontWeight: 600 }]);
export const reviewTitle = style({ fontSize: '1rem', margin: `0 0 ${vars.space.xs}` });
export const reviewMeta = style({ margin: `0 0 ${vars.space.xs}`, color: vars.color.mutedText, fontSize: '0.875rem' });

export const shareList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
export const shareLink = style([outlinedLink, { textDecoration: 'none', background: vars.color.surface }]);

export const moreDeals = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' } },
});
export const moreDeal = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100%',
  color: vars.color.text,
  textDecoration: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  paddingBottom: vars.space.sm,
  selectors: { '&:hover, &:focus-visible': { borderColor: vars.color.primaryButton } },
});
export const moreDealImage = style({ width: '100%', height: 'auto', aspectRatio: '16 / 9', display: 'block' });
export const moreDealTitle = style({ fontWeight: 700, padding: `0 ${vars.space.sm}` });
export const moreDealPlace = style({
  color: vars.color.mutedText,
  fontSize: '0.875rem',
  padding: `0 ${vars.space.sm}`,
});
export const moreDealWas = style({ color: vars.color.mutedText, fontWeight: 400 });
export const moreDealPrice = style({
  marginTop: 'auto',
  padding: `0 ${vars.space.sm}`,
  fontWeight: 700,
  color: vars.color.price,
});
