import { describe, expect, it } from 'vitest';
import { BRAND_COLOURS, VARIANT_COLOURS, manifestColours, themeColoursFor } from './colours';

const brands = ['kerching', 'living-social'] as const;

describe('theme colours', () => {
  it("gives each variant's theme-color of a brand, the brand's own colour unless the variant repaints it", () => {
    for (const brand of brands) {
      const colours = themeColoursFor(brand);
      expect(Object.keys(colours).sort()).toEqual(Object.keys(VARIANT_COLOURS).sort());
      for (const [variant, colour] of Object.entries(colours))
        expect(colour).toBe(
          VARIANT_COLOURS[variant as keyof typeof VARIANT_COLOURS].brand ?? BRAND_COLOURS[brand].brand,
        );
    }
    expect(themeColoursFor('kerching').default).toBe(manifestColours('kerching').theme);
    expect(themeColoursFor('kerching').default).not.toBe(themeColoursFor('living-social').default);
  });
});
