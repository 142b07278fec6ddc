import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SITES, SITE_KEYS } from '../site/site';
import {
  EXIT_PROMO_CODE,
  EXIT_PROMO_CONFIRMATION_MS,
  EXIT_PROMO_EXTRA_PERCENT,
  EXIT_PROMO_MAX_DEALS,
  type ExitPromoContext,
  type ExitPromoTrigger,
  exitPromoAllowedOnPath,
  exitPromoDeals,
  shouldShowExitPromo,
} from './exitPromo';

const irish: ExitPromoContext = {
  site: SITES.kerchingie,
  path: '/deals/dublin',
  shownBefore: false,
  lightboxBlurVisible: false,
};
const uk: ExitPromoContext = { ...irish, site: SITES.kerching, path: '/deals/london' };
const pointer = (clientY: number): ExitPromoTrigger => ({ kind: 'pointer', clientY });
const idle = (idleMs: number, touchDevice = true): ExitPromoTrigger => ({ kind: 'idle', touchDevice, idleMs });

describe('exit promo (spec 1 §4 "Exit promo", spec 2 §9)', () => {
  it('Exit promo code EXTRA10 (extra 10%), up to 6 deals, confirmation 2 s', () => {
    expect(EXIT_PROMO_CODE).toBe('EXTRA10');
    expect(EXIT_PROMO_EXTRA_PERCENT).toBe(10);
    expect(EXIT_PROMO_CONFIRMATION_MS).toBe(2000);
    expect(EXIT_PROMO_MAX_DEALS).toBe(6);
    expect(exitPromoDeals([1, 2, 3, 4, 5, 6, 7, 8])).toEqual([1, 2, 3, 4, 5, 6]);
    expect(exitPromoDeals([1, 2])).toEqual([1, 2]);
  });
  it('shown when the pointer is within 10 px of the top edge (Irish brand)', () => {
    expect(shouldShowExitPromo(irish, pointer(9))).toBe(true);
    expect(shouldShowExitPromo(irish, pointer(0))).toBe(true);
    expect(shouldShowExitPromo(irish, pointer(-4))).toBe(true);
    expect(shouldShowExitPromo(irish, pointer(10))).toBe(false);
    expect(shouldShowExitPromo({ ...irish, site: SITES.livingsocialie }, pointer(3))).toBe(true);
  });
  it('the pointer trigger is for the Irish brand only', () => {
    expect(shouldShowExitPromo(uk, pointer(3))).toBe(false);
  });
  it('after 20 s of no input on touch devices (every brand)', () => {
    expect(shouldShowExitPromo(uk, idle(20_000))).toBe(true);
    expect(shouldShowExitPromo(irish, idle(25_000))).toBe(true);
    expect(shouldShowExitPromo(uk, idle(19_999))).toBe(false);
    expect(shouldShowExitPromo(uk, idle(60_000, false))).toBe(false);
  });
  it('shown once per browser', () => {
    expect(shouldShowExitPromo({ ...irish, shownBefore: true }, pointer(0))).toBe(false);
  });
  it('not shown if a lightbox blur overlay is visible', () => {
    expect(shouldShowExitPromo({ ...irish, lightboxBlurVisible: true }, pointer(0))).toBe(false);
  });
  it('suppressed on paths containing checkout, myaccount, benefits, mygift or page', () => {
    for (const path of ['/checkout/abc', '/myaccount/vouchers', '/benefits', '/mygift', '/page/faqs', '/CHECKOUT']) {
      expect(exitPromoAllowedOnPath(path)).toBe(false);
      expect(shouldShowExitPromo({ ...irish, path }, pointer(0))).toBe(false);
    }
    expect(exitPromoAllowedOnPath('/deals/dublin')).toBe(true);
    expect(exitPromoAllowedOnPath('/deals/dublin?page=2')).toBe(true);
  });
  it('property: any blocking condition means no promo, whatever the trigger', () => {
    const trigger = fc.oneof(
      fc.integer({ min: -50, max: 2000 }).map(pointer),
      fc.tuple(fc.nat(100_000), fc.boolean()).map(([ms, touch]) => idle(ms, touch)),
    );
    fc.assert(
      fc.property(fc.constantFrom(...SITE_KEYS), fc.boolean(), fc.boolean(), trigger, (key, shownBefore, blur, t) => {
        const context = { ...irish, site: SITES[key], shownBefore, lightboxBlurVisible: blur };
        if (shownBefore || blur) expect(shouldShowExitPromo(context, t)).toBe(false);
      }),
    );
  });
  it('property: a pointer nearer the top edge never shows less (monotone)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 1000 }), fc.integer({ min: -100, max: 1000 }), (a, b) => {
        const [high, low] = a <= b ? [a, b] : [b, a];
        if (shouldShowExitPromo(irish, pointer(low))) expect(shouldShowExitPromo(irish, pointer(high))).toBe(true);
        expect(shouldShowExitPromo(irish, pointer(a))).toBe(a < 10);
      }),
    );
  });
});
