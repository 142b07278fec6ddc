import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';

const shared = {
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px' },
  radius: { sm: '4px', md: '8px' },
};

/** Primary buttons blue, secondary pink (spec 1 §3 Theme). Text colours meet WCAG AA contrast. */
export const kerchingTheme = createTheme(vars, {
  ...shared,
  color: {
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
  },
});

export const livingSocialTheme = createTheme(vars, {
  ...shared,
  color: {
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
  },
});
