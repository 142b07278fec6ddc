import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Spec 2 §9 "Breakpoints xs 450/576, sm 576, md 768, lg 992, xl 1200. Nav height 36 px." */
export const MD_UP = 'screen and (min-width: 768px)';
export const MD_DOWN = 'screen and (max-width: 767.98px)';
export const LG_UP = 'screen and (min-width: 992px)';
/** Below spec 2 §9's xl: the category bar can be wider than the screen, so it has scroll arrows. */
const XL_DOWN = 'screen and (max-width: 1199.98px)';
/** Phones (below spec 2 §9's sm, 576 px): header items show their icons, not their words. */
export const SM_DOWN = 'screen and (max-width: 575.98px)';
/** Small phones (below 400 px): a smaller logo and tighter gaps as well. */
export const XS_DOWN = 'screen and (max-width: 399.98px)';
/**
 * The narrowest phones (320 px): header items keep 2 px a side (a 24 px target) and 2 px between
 * them, and a town's name is set a little smaller, so "London" or "Dublin South" shows whole.
 */
const XXS_DOWN = 'screen and (max-width: 339.98px)';
const NAV_HEIGHT = '36px';

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-100px',
  zIndex: 100,
  background: vars.color.surface,
  color: vars.color.text,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  fontWeight: 700,
  selectors: { '&:focus': { top: vars.space.sm } },
});

export const mainTarget = style({ outline: 'none', display: 'block', minHeight: '50vh' });

/* Header bar: logo, search, location, VIP. Heights fixed so nothing moves as it hydrates. */
export const header = style({
  background: vars.color.brand,
  color: vars.color.brandText,
  position: 'relative',
  zIndex: 20,
});
export const headerBar = style({
  maxWidth: '1200px',
  margin: '0 auto',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto auto auto auto',
  gridTemplateAreas: '"logo search location vip basket account"',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `0 ${vars.space.md}`,
  height: '64px',
  '@media': {
    [MD_DOWN]: {
      // The location gives way first: on a narrow phone its name shortens, down to the pin alone.
      gridTemplateColumns: 'max-content minmax(0, 1fr) auto auto auto',
      gridTemplateAreas: '"logo location vip basket account" "search search search search search"',
      height: '108px',
      rowGap: vars.space.xs,
      paddingTop: vars.space.xs,
      paddingBottom: vars.space.sm,
    },
    [SM_DOWN]: { columnGap: vars.space.sm },
    [XS_DOWN]: { columnGap: vars.space.xs, padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.sm}` },
    [XXS_DOWN]: { columnGap: '2px' },
  },
});
// Light rings on the brand-coloured bar only: the category bar and popovers below it are light, and
// their own rings (defined later, same specificity thanks to :where) must win there.
globalStyle(`${headerBar} :where(a, button, summary, input):focus-visible`, {
  outline: `3px solid ${vars.color.brandText}`,
  outlineOffset: '2px',
});

export const logo = style({
  gridArea: 'logo',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.brandText,
  textDecoration: 'none',
  fontFamily: vars.font.heading,
  fontWeight: 800,
  fontSize: '1.5rem',
  letterSpacing: '-0.02em',
  whiteSpace: 'nowrap',
  height: '44px',
  '@media': {
    [SM_DOWN]: { fontSize: vars.wordmark.phoneSize },
    [XS_DOWN]: { fontSize: vars.wordmark.smallPhoneSize },
  },
});
export const logoMark = style({ width: '28px', height: '28px', flex: 'none' });

// Positioned: the suggestions hang from the whole box, button included.
export const search = style({
  gridArea: 'search',
  position: 'relative',
  display: 'flex',
  minWidth: 0,
  maxWidth: '560px',
  width: '100%',
});
export const searchInput = style({
  flex: 1,
  minWidth: 0,
  height: '40px',
  border: 'none',
  borderRadius: `${vars.radius.sm} 0 0 ${vars.radius.sm}`,
  padding: `0 ${vars.space.md}`,
  fontSize: '1rem',
  color: vars.color.text,
  background: vars.color.surface,
});
export const searchButton = style({
  width: '48px',
  height: '40px',
  border: 'none',
  borderRadius: `0 ${vars.radius.sm} ${vars.radius.sm} 0`,
  background: vars.color.primaryButton,
  color: vars.color.primaryButtonText,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
});

export const headerItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.brandText,
  textDecoration: 'none',
  fontWeight: 600,
  minHeight: '44px',
  padding: `0 ${vars.space.xs}`,
  whiteSpace: 'nowrap',
  background: 'none',
  border: 'none',
  font: 'inherit',
  cursor: 'pointer',
  '@media': { [XXS_DOWN]: { padding: '0 2px' } },
});
// An item's icon keeps its size when its words give way.
globalStyle(`${headerItem} > svg`, { flex: 'none' });
export const vip = style([headerItem, { gridArea: 'vip' }]);
export const basket = style([headerItem, { gridArea: 'basket' }]);
/** The number of items, a small badge beside the bag (issue 42). */
export const basketCount = style({
  minWidth: '1.25rem',
  padding: '0 4px',
  borderRadius: '999px',
  background: vars.color.primaryButton,
  color: vars.color.primaryButtonText,
  fontSize: '0.75rem',
  lineHeight: '1.25rem',
  textAlign: 'center',
});
/** The word 'VIP' beside the crown; phones show the crown only (the link keeps its name). */
export const vipWord = style({ '@media': { [SM_DOWN]: { display: 'none' } } });

/* Location item: a disclosure with the towns to choose from. */
export const location = style({
  gridArea: 'location',
  position: 'relative',
  minWidth: 0,
  // On a phone the chooser hangs from the header's right edge, not the item's, so it fits the screen.
  '@media': { [MD_DOWN]: { position: 'static' } },
});
export const locationSummary = style([
  headerItem,
  {
    listStyle: 'none',
    selectors: { '&::-webkit-details-marker': { display: 'none' } },
    // On a phone it sits at its column's end and, short of room, its name gives way.
    '@media': { [MD_DOWN]: { display: 'flex', width: 'fit-content', maxWidth: '100%', marginLeft: 'auto' } },
  },
]);
export const locationName = style({
  minWidth: 0,
  maxWidth: '10em',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  // A phone has room for about six letters beside the logo: a name of two words ("Dublin South")
  // takes two lines rather than losing its second word; a word longer than the room is cut.
  '@media': {
    [SM_DOWN]: {
      display: 'flex',
      flexWrap: 'wrap',
      columnGap: '0.25em',
      fontSize: '0.875rem',
      lineHeight: 1.2,
      maxHeight: '2.4em',
    },
    [XXS_DOWN]: { fontSize: '0.8125rem' },
  },
});
export const locationWord = style({
  '@media': {
    [SM_DOWN]: { maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  },
});
export const locationPanel = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 4px)',
  zIndex: 40,
  width: 'min(320px, 90vw)',
  maxHeight: '60vh',
  overflowY: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  boxShadow: '0 8px 24px rgba(0,0,0,0.2)',
  padding: vars.space.md,
  '@media': {
    [MD_DOWN]: { top: '100%', right: vars.space.sm, width: `min(320px, calc(100vw - 2 * ${vars.space.sm}))` },
  },
});
export const fieldset = style({ border: 'none', margin: 0, padding: 0 });
export const legend = style({ fontWeight: 700, marginBottom: vars.space.sm, padding: 0 });
export const townList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.xs,
});
export const townButton = style({
  width: '100%',
  minHeight: '44px',
  textAlign: 'left',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  padding: `0 ${vars.space.sm}`,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.primaryButton, fontWeight: 700 },
    '&:hover': { borderColor: vars.color.primaryButton },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

/* The category bar: one row of 36 px that scrolls sideways. */
export const nav = style({
  background: vars.color.navBackground,
  color: vars.color.navText,
  borderBottom: `1px solid ${vars.color.border}`,
  position: 'relative',
  zIndex: 10,
});
export const navInner = style({ maxWidth: '1200px', margin: '0 auto', position: 'relative' });
export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: `0 ${vars.space.sm}`,
  display: 'flex',
  height: NAV_HEIGHT,
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollbarWidth: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
  '@media': { [XL_DOWN]: { padding: `0 ${NAV_HEIGHT}` } },
});
export const navItem = style({
  flex: 'none',
  '@media': { [LG_UP]: { selectors: { '&:nth-child(n+8):not(:last-child)': { display: 'none' } } } },
});
export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  height: NAV_HEIGHT,
  padding: `0 ${vars.space.md}`,
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: 600,
  fontSize: '0.95rem',
  background: 'none',
  border: 'none',
  font: 'inherit',
  cursor: 'pointer',
  borderBottom: '3px solid transparent',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&[aria-current]': { borderBottomColor: vars.color.secondary },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});
export const arrow = style({
  display: 'none',
  position: 'absolute',
  top: 0,
  width: NAV_HEIGHT,
  height: NAV_HEIGHT,
  alignItems: 'center',
  justifyContent: 'center',
  border: 'none',
  background: vars.color.navBackground,
  color: 'inherit',
  cursor: 'pointer',
  zIndex: 2,
  selectors: {
    '&:disabled': { opacity: 0.35, cursor: 'default' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
  '@media': { [XL_DOWN]: { display: 'inline-flex' } },
});
export const arrowLeft = style([arrow, { left: 0 }]);
export const arrowRight = style([arrow, { right: 0 }]);

/* Popovers float over the page (fixed, placed under the bar on open): they never move the layout. */
export const popover = style({
  position: 'fixed',
  zIndex: 30,
  minWidth: '220px',
  maxWidth: 'min(360px, 92vw)',
  maxHeight: '70vh',
  overflowY: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: `0 0 ${vars.radius.md} ${vars.radius.md}`,
  boxShadow: '0 8px 24px rgba(0,0,0,0.18)',
  padding: `${vars.space.sm} 0`,
  whiteSpace: 'normal',
});
export const popoverList = style({ listStyle: 'none', margin: 0, padding: 0 });
export const popoverHeading = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: '0.8rem',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.mutedText,
});
export const popoverLink = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.background, textDecoration: 'underline' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});
export const desktopOnly = style({ display: 'none', '@media': { [LG_UP]: { display: 'block' } } });

/* Travel sub-menu: two rows on desktop, an accordion on mobile. */
export const travel = style({
  background: vars.color.surface,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const travelDesktop = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `0 ${vars.space.lg}`,
  '@media': { [MD_DOWN]: { display: 'none' } },
});
export const travelRow = style({ display: 'flex', alignItems: 'center', minHeight: NAV_HEIGHT, gap: vars.space.sm });
export const travelLabel = style({ fontWeight: 700, minWidth: '11em', flex: 'none' });
export const travelList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap' });
export const travelLink = style([navLink, { fontWeight: 400, padding: `0 ${vars.space.sm}` }]);
export const travelMobile = style({ '@media': { [MD_UP]: { display: 'none' } } });
export const accordionButton = style({
  width: '100%',
  minHeight: '44px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `0 ${vars.space.md}`,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' } },
});
export const accordionPanel = style({ padding: `0 ${vars.space.md} ${vars.space.md}` });
export const accordionGroup = style({ marginTop: vars.space.sm });
export const accordionLabel = style({ fontWeight: 700, margin: `${vars.space.sm} 0 ${vars.space.xs}` });
export const accordionItem = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center' });
export const accordionLink = style([popoverLink, { flex: 1, paddingLeft: 0 }]);
export const accordionToggle = style([
  accordionButton,
  { width: '44px', justifyContent: 'center', padding: 0, fontWeight: 400 },
]);
export const accordionSubList = style({
  listStyle: 'none',
  margin: 0,
  padding: `0 0 0 ${vars.space.md}`,
  width: '100%',
});

/* Footer. */
export const footer = style({
  marginTop: vars.space.xl,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});
/** The footer's sections (footerSections) side by side when the width allows, else fewer columns. */
const FOOTER_COLUMNS = 3;
export const footerInner = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.lg,
  // As many columns of at least 200 px as fit, at most FOOTER_COLUMNS. The tracks come from the
  // width alone ('auto-fill' keeps empty ones), never from how many sections there are: with
  // 'auto-fit', a paint before the last section was parsed widened the others (ADR 37).
  gridTemplateColumns: `repeat(auto-fill, minmax(max(200px, calc((100% - ${FOOTER_COLUMNS - 1} * ${vars.space.lg}) / ${FOOTER_COLUMNS} - 1px)), 1fr))`,
});
export const footerHeading = style({ fontSize: '1rem', margin: `0 0 ${vars.space.sm}` });
export const footerList = style({ listStyle: 'none', margin: 0, padding: 0 });
export const footerLink = style({
  display: 'inline-block',
  padding: `${vars.space.xs} 0`,
  minHeight: '32px',
  color: vars.color.text,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const footerNote = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `0 ${vars.space.md} ${vars.space.lg}`,
  color: vars.color.mutedText,
  fontSize: '0.9rem',
});

/* Navigation progress: a thin bar over the top edge while a page loads. */
const grow = keyframes({ from: { transform: 'scaleX(0.05)' }, to: { transform: 'scaleX(0.9)' } });
export const progress = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: '3px',
  zIndex: 100,
  background: vars.color.secondary,
  transformOrigin: 'left',
  animation: `${grow} 8s cubic-bezier(0.1, 0.7, 0.2, 1) forwards`,
});

/*
 * A toast (spec 2 §8 "Credit claim (toasts 5 s, top-right)"): fixed at the top right, gone after
 * 5 s by CSS alone, so it needs no code in the browser. Colours at least 4.5:1 with their text.
 */
const toastGone = keyframes({ to: { visibility: 'hidden', opacity: 0 } });
export const toast = style({
  position: 'fixed',
  top: vars.space.md,
  right: vars.space.md,
  left: 'auto',
  zIndex: 110,
  maxWidth: 'min(360px, calc(100vw - 2 * 16px))',
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  boxShadow: '0 4px 16px rgba(0, 0, 0, 0.25)',
  background: '#1e6b34',
  color: '#ffffff',
  fontWeight: 700,
  animation: `${toastGone} 0.3s ease-in 5s forwards`,
  selectors: { '&[data-kind="error"]': { background: '#b3261e' } },
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '0s' } },
});
