import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { VISUALLY_HIDDEN } from './visuallyHidden';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.background,
  lineHeight: 1.5,
});
globalStyle('a', { color: 'inherit' });
globalStyle('.visually-hidden', VISUALLY_HIDDEN);
// Visible keyboard focus everywhere (components may refine it, e.g. light rings on the header).
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('[hidden]', { display: 'none !important' });
