/**
 * Watches for the moment to open the exit-intent promo (spec 1 §2, §4; rules in domain
 * marketing/exitPromo.ts): once per browser, off the checkout, account, benefits, gift-claim and
 * static pages, when the pointer comes within 10 px of the top edge on the Irish brand, or after 20 s
 * without input on a touch device; never over another open dialog. Loaded after the page is
 * interactive (useExitPromo.ts).
 */
import {
  EXIT_PROMO_IDLE_MS,
  type ExitPromoTrigger,
  exitPromoAllowedOnPath,
  shouldShowExitPromo,
} from '@kerching/domain/marketing';
import type { Site } from '@kerching/domain/site';

/** localStorage key: set once the promo has been shown in this browser. */
export const EXIT_PROMO_SHOWN_KEY = 'kc_exit_promo_shown';
const INPUTS = ['touchstart', 'scroll', 'keydown'] as const;

const shownBefore = (): boolean => {
  try {
    return localStorage.getItem(EXIT_PROMO_SHOWN_KEY) !== null;
  } catch {
    return true; // Storage refused: the promo could not be kept to once, so it is not shown.
  }
};

/** Calls `show` once when the promo should open on `path`; the answer stops watching. */
export const watchExitPromo = (site: Site, path: string, show: () => void): (() => void) => {
  if (!exitPromoAllowedOnPath(path) || shownBefore()) return () => undefined;
  const touchDevice = matchMedia('(pointer: coarse)').matches;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fire = (trigger: ExitPromoTrigger) => {
    const context = {
      site,
      path,
      shownBefore: shownBefore(),
      lightboxBlurVisible: document.querySelector('dialog[open]') !== null,
    };
    if (!shouldShowExitPromo(context, trigger)) return;
    stop();
    localStorage.setItem(EXIT_PROMO_SHOWN_KEY, new Date().toISOString());
    show();
  };
  const onPointer = (event: MouseEvent) => fire({ kind: 'pointer', clientY: event.clientY });
  const restart = () => {
    clearTimeout(timer);
    timer = setTimeout(() => fire({ kind: 'idle', touchDevice, idleMs: EXIT_PROMO_IDLE_MS }), EXIT_PROMO_IDLE_MS);
  };
  function stop() {
    document.removeEventListener('mouseout', onPointer);
    for (const input of INPUTS) removeEventListener(input, restart);
    clearTimeout(timer);
  }
  document.addEventListener('mouseout', onPointer);
  if (touchDevice) {
    for (const input of INPUTS) addEventListener(input, restart, { passive: true });
    restart();
  }
  return stop;
};
