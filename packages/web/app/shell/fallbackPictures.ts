/**
 * Spec 2 §6 "Broken image: fallback image". An inline script in the page's head (so it listens
 * before the first picture can fail, hydrated or not) catches any image endpoint picture that fails
 * to load, a deal's id the endpoint cannot draw or a lost connection, and shows the fallback
 * picture in its place at the same size: same address, fallback id, no `srcset` (which would
 * otherwise win over `src`). A fallback that fails itself is left alone, so nothing loops.
 * It is sent in the HTML (`scriptsAfterPaint.server.ts` writes it), not in the client's scripts.
 */
import { FALLBACK_IMAGE_ID, imagePath } from '@kerching/domain/catalogue';

export const FALLBACK_PICTURES = `document.addEventListener('error',function(e){var i=e.target;
if(!(i instanceof HTMLImageElement))return;var u=new URL(i.currentSrc||i.src,location.href);
if(u.pathname.indexOf('${imagePath('')}')!==0||u.pathname==='${imagePath(FALLBACK_IMAGE_ID)}')return;
u.pathname='${imagePath(FALLBACK_IMAGE_ID)}';i.removeAttribute('srcset');i.src=u.href},true);`;
