/**
 * `React.lazy` for an optional part of a page (suggestions, the exit promo, skeleton cards): its
 * code loads when first rendered, and if it cannot load (offline, or replaced by a newer release)
 * the part renders nothing instead of taking the page to its error boundary.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export const lazyOptional = <Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyExoticComponent<ComponentType<Props>> =>
  lazy<ComponentType<Props>>(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: () => null }),
    ),
  );
