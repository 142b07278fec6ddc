/**
 * The theme values (spec 1 §3 "Theme: colours, fonts, breakpoints, images and switches per brand
 * (primary button blue, secondary pink)"; §1 VIP and wellness variants; §4 "Themes switch by date
 * to Black Friday, Christmas and Valentines variants"). One class per brand and variant: the brand
 * gives the base colours, a variant repaints the header and accents. Every text colour meets WCAG
 * AA contrast (4.5:1) on the background it is used on.
 */
import { createTheme } from '@vanilla-extract/css';
import type { BrandSlug } from '@kerching/domain/site';
import type { ThemeVariant } from '@kerching/domain/marketing';
import { BRAND_COLOURS, VARIANT_COLOURS } from './colours';
import { vars } from './contract.css';

const shared = {
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px' },
  radius: { sm: '4px', md: '8px' },
};

/** "LivingSocial" is half as long again as "Kerching": on a 360 px phone it left "Lon…" of London. */
const WORDMARKS: Readonly<Record<BrandSlug, { readonly phoneSize: string; readonly smallPhoneSize: string }>> = {
  kerching: { phoneSize: '1.5rem', smallPhoneSize: '1.25rem' },
  'living-social': { phoneSize: '1.1875rem', smallPhoneSize: '1.0625rem' },
};

const themeClasses = (brand: BrandSlug): Readonly<Record<ThemeVariant, string>> => {
  const make = (variant: ThemeVariant): string =>
    createTheme(
      vars,
      { ...shared, wordmark: WORDMARKS[brand], color: { ...BRAND_COLOURS[brand], ...VARIANT_COLOURS[variant] } },
      `${brand}-${variant}`,
    );
  return {
    default: make('default'),
    vip: make('vip'),
    wellness: make('wellness'),
    'black-friday': make('black-friday'),
    christmas: make('christmas'),
    'christmas-egift': make('christmas-egift'),
    valentines: make('valentines'),
  };
};

export const THEMES: Readonly<Record<BrandSlug, Readonly<Record<ThemeVariant, string>>>> = {
  kerching: themeClasses('kerching'),
  'living-social': themeClasses('living-social'),
};

export const kerchingTheme = THEMES.kerching.default;
export const livingSocialTheme = THEMES['living-social'].default;
