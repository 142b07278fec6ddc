import { createThemeContract } from '@vanilla-extract/css';

/** One theme contract; each brand (and the VIP, wellness and seasonal variants) is a value of it. */
export const vars = createThemeContract({
  color: {
    brand: null,
    brandText: null,
    primaryButton: null,
    primaryButtonText: null,
    secondary: null,
    text: null,
    mutedText: null,
    background: null,
    surface: null,
    border: null,
    price: null,
    wasPrice: null,
    /** The category bar under the header, and its text. */
    navBackground: null,
    navText: null,
    /** Keyboard focus rings on light surfaces (the header uses brandText). */
    focus: null,
  },
  font: { body: null, heading: null },
  /** The logo's word on phones (below 576 px) and small phones (below 400 px), sized so the location's name fits beside it. */
  wordmark: { phoneSize: null, smallPhoneSize: null },
  space: { xs: null, sm: null, md: null, lg: null, xl: null },
  radius: { sm: null, md: null },
});
