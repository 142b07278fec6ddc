/**
 * The Element Timing attribute (https://wicg.github.io/element-timing/): the browser reports when
 * an element so marked is painted. React passes it through; its types do not list it yet.
 */
import 'react';

declare module 'react' {
  interface ImgHTMLAttributes<T> extends HTMLAttributes<T> {
    elementtiming?: string | undefined;
  }
}
