/** The drawn deal images of the demo: SVG art by image id, rendered to AVIF, WebP or JPEG. */
export { ART_THEMES, MAX_VARIANT, parseArtId, type ArtId } from './artThemes';
export { ImageCache, type CachedImage } from './imageCache';
export { CONTENT_TYPES, createImageRenderer, formatFor, type ImageFormat, type ImageRenderer } from './renderImage';
