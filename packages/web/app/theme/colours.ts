/**
 * The colour values of each brand and theme variant (plain data, so servers and the manifest can
 * read them; themes.css.ts turns them into theme classes). Every text colour meets WCAG AA
 * contrast (4.5:1) on the background it is used on.
 */
import type { BrandSlug } from '@kerching/domain/site';
import type { ThemeVariant } from '@kerching/domain/marketing';

export const COLOUR_TOKENS = [
  'brand',
  'brandText',
  'primaryButton',
  'primaryButtonText',
  'secondary',
  'text',
  'mutedText',
  'background',
  'surface',
  'border',
  'price',
  'wasPrice',
  'navBackground',
  'navText',
  'focus',
] as const;
export type ColourValues = { readonly [K in (typeof COLOUR_TOKENS)[number]]: string };

export const BRAND_COLOURS: Readonly<Record<BrandSlug, ColourValues>> = {
  kerching: {
    brand: '#0b3d91',
    brandText: '#ffffff',
    primaryButton: '#0a58ca',
    primaryButtonText: '#ffffff',
    secondary: '#c2185b',
    text: '#1a1a1a',
    mutedText: '#595959',
    background: '#f6f7f9',
    surface: '#ffffff',
    border: '#d9dce1',
    price: '#0b3d91',
    wasPrice: '#595959',
    navBackground: '#ffffff',
    navText: '#1a1a1a',
    focus: '#0a58ca',
  },
  'living-social': {
    brand: '#4a1f6e',
    brandText: '#ffffff',
    primaryButton: '#0a58ca',
    primaryButtonText: '#ffffff',
    secondary: '#c2185b',
    text: '#1a1a1a',
    mutedText: '#595959',
    background: '#f7f5fa',
    surface: '#ffffff',
    border: '#ddd6e6',
    price: '#4a1f6e',
    wasPrice: '#595959',
    navBackground: '#ffffff',
    navText: '#1a1a1a',
    focus: '#0a58ca',
  },
};

/** What each variant repaints over the brand's colours. */
export const VARIANT_COLOURS: Readonly<Record<ThemeVariant, Partial<ColourValues>>> = {
  default: {},
  // Members-only: black and gold.
  vip: { brand: '#111111', brandText: '#f5d67b', price: '#111111', navBackground: '#1f1f1f', navText: '#f5d67b' },
  // The wellness collection: deep sage.
  wellness: { brand: '#1f5f4a', price: '#1f5f4a', background: '#f4f8f6', navBackground: '#e8f1ed' },
  'black-friday': { brand: '#000000', navBackground: '#111111', navText: '#ffffff', secondary: '#c2185b' },
  christmas: { brand: '#9b1b1b', navBackground: '#14532d', navText: '#ffffff', price: '#9b1b1b' },
  'christmas-egift': { brand: '#14532d', navBackground: '#9b1b1b', navText: '#ffffff', price: '#14532d' },
  valentines: { brand: '#9d174d', navBackground: '#fdf0f5', navText: '#1a1a1a', price: '#9d174d' },
};

/** The brand's colours for the web app manifest and the browser's theme-color. */
export const manifestColours = (brand: BrandSlug, variant: ThemeVariant = 'default') => {
  const colours = { ...BRAND_COLOURS[brand], ...VARIANT_COLOURS[variant] };
  return { theme: colours.brand, background: colours.background };
};

/**
 * The browser's theme-color of each theme variant of a brand: the server sends its own brand's in
 * the shell data, so pages do not carry every brand's colours in their JavaScript.
 */
export const themeColoursFor = (brand: BrandSlug): Readonly<Record<ThemeVariant, string>> => {
  const theme = (variant: ThemeVariant): string => manifestColours(brand, variant).theme;
  return {
    default: theme('default'),
    vip: theme('vip'),
    wellness: theme('wellness'),
    'black-friday': theme('black-friday'),
    christmas: theme('christmas'),
    'christmas-egift': theme('christmas-egift'),
    valentines: theme('valentines'),
  };
};
