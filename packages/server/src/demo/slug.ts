/** Lower-case, non-alphanumerics to dash, collapsed and trimmed (spec 1 §5 Slugs). */
export const slug = (text: string): string =>
  text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
