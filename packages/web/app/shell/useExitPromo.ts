/**
 * Whether the exit-intent promo is open. Only this hook is in every page's code: the watcher (its
 * listeners and the domain's rules, exitPromoWatch.ts) loads a moment after the page is interactive,
 * and the promo itself (ExitPromo.tsx) when it opens.
 */
import { useEffect, useState } from 'react';
import type { Site } from '@kerching/domain/site';

/** How long after the page is interactive the watcher loads. */
export const EXIT_PROMO_WATCH_DELAY_MS = 1000;

export const useExitPromo = (site: Site, path: string): readonly [boolean, () => void] => {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let live = true;
    let stop = () => {};
    const timer = setTimeout(() => {
      void import('./exitPromoWatch').then((watch) => {
        if (live) stop = watch.watchExitPromo(site, path, () => setOpen(true));
      });
    }, EXIT_PROMO_WATCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
      stop();
    };
  }, [site, path]);
  return [open, () => setOpen(false)] as const;
};
