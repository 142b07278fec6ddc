/** User-facing copy of the money family. The spec says only "zero shows the free label"; OUR WORDING. */
export const FREE_LABEL = 'FREE';
