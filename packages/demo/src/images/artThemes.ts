/**
 * The art themes of deal images: each names a motif (what is drawn) and a palette. An image id is
 * `{theme}-{variant}` (`dining-7`); the variant, 1 to 9999, moves, turns and recolours the motif.
 * The demo catalogue gives each category a theme (demo/categories.ts).
 */
import * as O from 'fp-ts/Option';

export type Motif =
  | 'plate'
  | 'teacup'
  | 'glass'
  | 'stones'
  | 'drops'
  | 'mountain'
  | 'puzzle'
  | 'wheel'
  | 'dumbbell'
  | 'lotus'
  | 'cross'
  | 'device'
  | 'house'
  | 'garment'
  | 'gem'
  | 'beach'
  | 'skyline'
  | 'coast'
  | 'lodge'
  | 'ship'
  | 'gift';

/** Background from and to, then three accents, then the ink for outlines and details. */
export type Palette = readonly [string, string, string, string, string, string];

export interface ArtTheme {
  readonly motif: Motif;
  readonly palette: Palette;
}

const t = (motif: Motif, ...palette: Palette): ArtTheme => ({ motif, palette });

export const ART_THEMES: Readonly<Record<string, ArtTheme>> = {
  dining: t('plate', '#f6e7d8', '#e8b796', '#c8553d', '#f2a541', '#588b8b', '#3d2c2e'),
  tea: t('teacup', '#fbe9ef', '#f3c6d3', '#8fc0a9', '#e98a9b', '#f6d186', '#5b3a46'),
  brunch: t('plate', '#fff4d6', '#ffd27f', '#f28c28', '#7cb518', '#e63946', '#4a3b28'),
  drinks: t('glass', '#2d1e4f', '#5b3c88', '#f72585', '#4cc9f0', '#ffd166', '#f8f0ff'),
  spa: t('stones', '#e9efe6', '#bfd1c0', '#7a9e7e', '#d8c3a5', '#8e8d8a', '#3e4a3d'),
  massage: t('stones', '#ece6f4', '#c9b8e0', '#8e7cc3', '#f1d1b5', '#6d6a75', '#3b3350'),
  beauty: t('drops', '#fde2e4', '#f9bec7', '#ff8fab', '#fb6f92', '#ffe5ec', '#5c2a3a'),
  nails: t('drops', '#ffe8d6', '#ffb4a2', '#e5989b', '#b5838d', '#ffcdb2', '#4d2c34'),
  adventure: t('mountain', '#cde7f0', '#86bbd8', '#f26419', '#f6ae2d', '#33658a', '#2f4858'),
  escape: t('puzzle', '#1b1b3a', '#3d2c8d', '#f9c74f', '#90be6d', '#f94144', '#f5f3ff'),
  class: t('puzzle', '#f4e1d2', '#e0a96d', '#a65e2e', '#6b8f71', '#d8973c', '#3a2618'),
  daysout: t('wheel', '#d7f0fa', '#8ecae6', '#ffb703', '#fb8500', '#219ebc', '#023047'),
  fitness: t('dumbbell', '#f1f1f1', '#d6d6d6', '#e63946', '#1d3557', '#457b9d', '#1b1b1b'),
  yoga: t('lotus', '#e0f2f1', '#a8dadc', '#f4a261', '#e76f51', '#2a9d8f', '#264653'),
  health: t('cross', '#eaf4fb', '#bcdff1', '#2b8fd6', '#7fc8a9', '#ffffff', '#16425b'),
  tech: t('device', '#0b132b', '#1c2541', '#5bc0be', '#6fffe9', '#3a506b', '#e0fbfc'),
  home: t('house', '#f2efe9', '#d9cfc1', '#e3a857', '#a0765b', '#7d9d9c', '#3e3a36'),
  garden: t('house', '#e8f5e9', '#b7e4c7', '#52b788', '#f4a261', '#2d6a4f', '#1b4332'),
  fashion: t('garment', '#fdf0f0', '#f4d6d6', '#222222', '#d4a5a5', '#9a8c98', '#2b2d42'),
  jewellery: t('gem', '#1a1a1a', '#3a3a3a', '#d4af37', '#f5e6a8', '#b8c5d6', '#fff8e7'),
  fragrance: t('drops', '#f3e8ff', '#d8c4f0', '#b185db', '#e5c07b', '#f7d6e0', '#3c2a4d'),
  toys: t('puzzle', '#fff8e1', '#ffe082', '#ef476f', '#118ab2', '#06d6a0', '#073b4c'),
  outdoors: t('mountain', '#e3f2e1', '#a7c957', '#386641', '#bc4749', '#f2e8cf', '#1f3b24'),
  wine: t('glass', '#3b0d11', '#6a1e2b', '#a4243b', '#d8c99b', '#d8973c', '#fbeee0'),
  gift: t('gift', '#fef6e4', '#f8d5c4', '#d62828', '#2a9d8f', '#f4d35e', '#3d1f1f'),
  vip: t('gem', '#0d0d0d', '#262626', '#c9a227', '#f0e2b6', '#8c7b45', '#faf3dd'),
  wellness: t('lotus', '#f1f5ee', '#d5e3cf', '#9bb59a', '#e9c4a6', '#7a9e9f', '#2f3e35'),
  beach: t('beach', '#bde0fe', '#a2d2ff', '#48cae4', '#ffd166', '#f4a261', '#023e8a'),
  city: t('skyline', '#3a0ca3', '#f72585', '#ffbe0b', '#4361ee', '#7209b7', '#10002b'),
  country: t('mountain', '#e9f5db', '#b5c99a', '#718355', '#f2cc8f', '#97a97c', '#283618'),
  coast: t('coast', '#caf0f8', '#90e0ef', '#0077b6', '#e63946', '#f1faee', '#03045e'),
  lodge: t('lodge', '#dde5b6', '#adc178', '#6c584c', '#a98467', '#386641', '#2b2118'),
  cruise: t('ship', '#d0efff', '#2a9df4', '#ffffff', '#e63946', '#1167b1', '#03254c'),
  // The picture shown instead of a broken one (FALLBACK_IMAGE_ID): a quiet grey landscape.
  fallback: t('mountain', '#eef1f4', '#dde2e8', '#b6bfca', '#cdd4dc', '#98a3b0', '#5a6573'),
};

export const MAX_VARIANT = 9999;

export interface ArtId {
  readonly theme: string;
  readonly art: ArtTheme;
  readonly variant: number;
}

const ART_ID = /^([a-z]+)-([1-9]\d{0,3})$/;

/** The theme and variant an image id names, when it names one we can draw. */
export const parseArtId = (imageId: string): O.Option<ArtId> => {
  const match = ART_ID.exec(imageId);
  const theme = match?.[1];
  const variant = Number(match?.[2]);
  if (theme === undefined || !Object.hasOwn(ART_THEMES, theme)) return O.none;
  const art = ART_THEMES[theme];
  return art === undefined || !(variant >= 1 && variant <= MAX_VARIANT) ? O.none : O.some({ theme, art, variant });
};
