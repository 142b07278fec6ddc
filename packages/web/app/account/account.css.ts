/** The account pages: sign-in forms, the account area's navigation, messages. */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing, primaryButton } from '../theme/controls.css';
import { FIELD_LOOK } from '../theme/fieldLook';

/** Error and success colours: each at least 4.5:1 on white and on its tinted background. */
const ERROR = '#b3261e';
const ERROR_TINT = '#fdecea';
const SUCCESS = '#1e6b34';
const SUCCESS_TINT = '#e8f5ec';

export const page = style({ maxWidth: '1200px', margin: '0 auto', padding: vars.space.lg });
export const narrow = style({ maxWidth: '480px', margin: '0 auto' });
export const heading = style({
  fontFamily: vars.font.heading,
  fontSize: '1.75rem',
  lineHeight: 1.2,
  margin: `0 0 ${vars.space.lg}`,
});
export const intro = style({ margin: `0 0 ${vars.space.lg}` });
export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
});
export const form = style({ display: 'grid', gap: vars.space.md });
export const field = style({ display: 'grid', gap: vars.space.xs });
export const label = style({ fontWeight: 700 });
export const hint = style({ color: vars.color.mutedText, fontSize: '0.9rem' });
export const input = style({
  ...FIELD_LOOK,
  minHeight: '44px',
  boxSizing: 'border-box',
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-invalid="true"]': { borderColor: ERROR, borderWidth: '2px' },
    '&:read-only': { background: vars.color.background },
  },
});
export const fieldError = style({ color: ERROR, fontWeight: 700, margin: 0 });
export const check = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: '44px' });
export const checkbox = style({
  width: '22px',
  height: '22px',
  margin: 0,
  accentColor: vars.color.primaryButton,
  selectors: { '&:focus-visible': focusRing },
});
export const button = style([
  primaryButton,
  { justifySelf: 'start', selectors: { '&:disabled': { opacity: 0.7, cursor: 'progress' } } },
]);
export const dangerButton = style([button, { background: ERROR, color: '#ffffff' }]);
export const secondaryButton = style([
  button,
  { background: vars.color.surface, color: vars.color.text, border: `1px solid ${vars.color.mutedText}` },
]);
/** Another way in (Google) under the form, set apart from it. */
export const alternative = style({ margin: `${vars.space.lg} 0 0`, display: 'grid' });
export const link = style({ color: vars.color.primaryButton, selectors: { '&:focus-visible': focusRing } });
export const links = style({ display: 'grid', gap: vars.space.sm, marginTop: vars.space.lg });

export const errorSummary = style({
  border: `3px solid ${ERROR}`,
  background: ERROR_TINT,
  color: vars.color.text,
  borderRadius: vars.radius.sm,
  padding: vars.space.md,
  margin: `0 0 ${vars.space.lg}`,
  selectors: { '&:focus-visible': focusRing, '&:focus': { outline: `3px solid ${vars.color.focus}` } },
});
export const errorSummaryTitle = style({ fontSize: '1.15rem', margin: `0 0 ${vars.space.sm}` });
export const errorList = style({ margin: 0, paddingLeft: vars.space.lg });
export const errorLink = style({ color: ERROR, fontWeight: 700, selectors: { '&:focus-visible': focusRing } });
export const errorText = style({ margin: 0, fontWeight: 700 });
export const notice = style({
  border: `2px solid ${SUCCESS}`,
  background: SUCCESS_TINT,
  color: vars.color.text,
  borderRadius: vars.radius.sm,
  padding: vars.space.md,
  margin: `0 0 ${vars.space.lg}`,
  selectors: { '&:focus': { outline: `3px solid ${vars.color.focus}` } },
});

/* The account area: side navigation beside the page on wide screens. */
export const area = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: '220px 1fr' } },
});
export const areaNav = style({ alignSelf: 'start' });
export const areaNavList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const areaNavLink = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.surface,
      fontWeight: 700,
      borderLeft: `4px solid ${vars.color.primaryButton}`,
    },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});
export const areaContent = style({ maxWidth: '560px', minWidth: 0 });
export const summaryList = style({ margin: `0 0 ${vars.space.lg}`, display: 'grid', gap: vars.space.xs });
export const select = style([input, { appearance: 'auto' }]);

/* Sections and figures of the account pages (refer a friend, wallet). */
export const section = style({ margin: `0 0 ${vars.space.xl}` });
export const subheading = style({ fontFamily: vars.font.heading, fontSize: '1.25rem', margin: `0 0 ${vars.space.md}` });
export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.lg}`,
});
export const stat = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});
export const statValue = style({ margin: 0, fontSize: '1.4rem', fontWeight: 700 });
export const alertList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const alertItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
