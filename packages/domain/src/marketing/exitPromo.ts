/**
 * The exit-intent promo popup (spec 1 §2 "Shell behaviours", §4 "Exit promo"; spec 2 §9
 * "Exit promo code EXTRA10 (extra 10%)", "top-edge under 10 px or idle 20 s; up to 6 deals;
 * confirmation 2 s").
 *
 * Decision, all of which must hold:
 * - not shown before in this browser (the caller reads the stored flag and stores it once shown);
 * - no lightbox blur overlay is visible;
 * - the path contains none of checkout, myaccount, benefits, mygift, page (the spec's plain
 *   "contains", compared lower-cased);
 * - a trigger fired: on the Irish brand, the pointer within 10 px of the top edge (clientY < 10,
 *   negative when it has left the window upwards); or, on a touch device, 20 s without input.
 *
 * Our reading of "(Irish brand)": it qualifies the pointer trigger only; the touch idle trigger
 * applies on every brand.
 */
import { type Site, isIrishSite } from '../site/site';
import { suppressesExitPromo } from '../routing/shell';

export const EXIT_PROMO_CODE = 'EXTRA10';
export const EXIT_PROMO_EXTRA_PERCENT = 10;
export const EXIT_PROMO_TOP_EDGE_PX = 10;
export const EXIT_PROMO_IDLE_MS = 20_000;
export const EXIT_PROMO_MAX_DEALS = 6;
export const EXIT_PROMO_CONFIRMATION_MS = 2_000;

export type ExitPromoTrigger =
  /** Pointer movement: `clientY` is the pointer's distance in px from the top edge of the window. */
  | { readonly kind: 'pointer'; readonly clientY: number }
  /** A timer tick: how long the page has had no input, and whether the device is a touch device. */
  | { readonly kind: 'idle'; readonly touchDevice: boolean; readonly idleMs: number };

export interface ExitPromoContext {
  readonly site: Site;
  readonly path: string;
  /** Shown once per browser: true once the promo has been shown here. */
  readonly shownBefore: boolean;
  readonly lightboxBlurVisible: boolean;
}

/** The path rule (checkout, myaccount, benefits, mygift, page) is the shell's, in routing. */
export const exitPromoAllowedOnPath = (path: string): boolean => !suppressesExitPromo(path);

export const exitPromoTriggered = (trigger: ExitPromoTrigger, site: Site): boolean =>
  trigger.kind === 'pointer'
    ? isIrishSite(site) && trigger.clientY < EXIT_PROMO_TOP_EDGE_PX
    : trigger.touchDevice && trigger.idleMs >= EXIT_PROMO_IDLE_MS;

export const shouldShowExitPromo = (context: ExitPromoContext, trigger: ExitPromoTrigger): boolean =>
  !context.shownBefore &&
  !context.lightboxBlurVisible &&
  exitPromoAllowedOnPath(context.path) &&
  exitPromoTriggered(trigger, context.site);

/** The promo lists up to 6 deals, in the order given. */
export const exitPromoDeals = <A>(deals: readonly A[]): readonly A[] => deals.slice(0, EXIT_PROMO_MAX_DEALS);
