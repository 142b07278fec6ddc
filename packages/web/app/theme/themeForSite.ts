import type { BrandSlug } from '@kerching/domain/site';
import { kerchingTheme, livingSocialTheme } from './themes.css';

export const themeClassForBrand = (brand: BrandSlug): string =>
  brand === 'living-social' ? livingSocialTheme : kerchingTheme;
