/**
 * Out of sight but read by screen readers: the `.visually-hidden` class's rules, for styles that
 * hide an element only at some widths or until it is focused.
 */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
