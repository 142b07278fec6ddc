import type { BrandSlug } from '@kerching/domain/site';
import type { ThemeVariant } from '@kerching/domain/marketing';
import { THEMES } from './themes.css';

export const themeClassForBrand = (brand: BrandSlug, variant: ThemeVariant = 'default'): string =>
  THEMES[brand][variant];
