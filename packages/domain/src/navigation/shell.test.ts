import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SITES } from '../site/site';
import {
  CLOSED_POPOVER,
  NAV_HOVER_DELAY_MS,
  type PopoverEvent,
  type PopoverState,
  footerSections,
  hoverDelayMs,
  popoverReducer,
  scrollArrows,
  scrollStep,
} from './index';

describe('the navigation popover (spec 1 §4)', () => {
  it('opens after the hover delay: 200 ms, 0 for the travel menu', () => {
    expect(hoverDelayMs('main')).toBe(200);
    expect(NAV_HOVER_DELAY_MS).toBe(200);
    expect(hoverDelayMs('travel')).toBe(0);
    const hovered = popoverReducer(CLOSED_POPOVER, { type: 'hover', id: 'a' });
    expect(hovered).toEqual({ open: null, pending: 'a' });
    expect(popoverReducer(hovered, { type: 'delay-elapsed', id: 'a' })).toEqual({ open: 'a', pending: null });
  });
  it('ignores a stale delay and closes on leave, click, blur or Escape', () => {
    const moved = popoverReducer(popoverReducer(CLOSED_POPOVER, { type: 'hover', id: 'a' }), {
      type: 'hover',
      id: 'b',
    });
    expect(popoverReducer(moved, { type: 'delay-elapsed', id: 'a' })).toBe(moved);
    const open: PopoverState = { open: 'a', pending: null };
    expect(popoverReducer(open, { type: 'hover', id: 'a' })).toEqual(open);
    expect(popoverReducer(open, { type: 'leave', id: 'a' })).toEqual(CLOSED_POPOVER);
    expect(popoverReducer(open, { type: 'leave', id: 'b' })).toEqual(open);
    expect(popoverReducer({ open: 'a', pending: 'b' }, { type: 'leave', id: 'b' })).toEqual(open);
    for (const type of ['click', 'blur', 'escape'] as const) {
      expect(popoverReducer(open, { type })).toEqual(CLOSED_POPOVER);
    }
  });
  it('opens at once on focus', () => {
    expect(popoverReducer({ open: 'a', pending: 'c' }, { type: 'focus', id: 'b' })).toEqual({
      open: 'b',
      pending: null,
    });
  });
  it('property: at most one popover is open, and a pending item is never the open one', () => {
    const id = fc.constantFrom('a', 'b', 'c');
    const event: fc.Arbitrary<PopoverEvent> = fc.oneof(
      fc.record({ type: fc.constantFrom('hover', 'delay-elapsed', 'leave', 'focus' as const), id }),
      fc.record({ type: fc.constantFrom('blur', 'click', 'escape' as const) }),
    );
    fc.assert(
      fc.property(fc.array(event), (events) => {
        const final = events.reduce(popoverReducer, CLOSED_POPOVER);
        expect(final.open === null || final.open !== final.pending).toBe(true);
      }),
    );
  });
});

describe('the scroll arrows (spec 1 §4)', () => {
  it('activates left when scrolled right of 0 and right when not at the end', () => {
    expect(scrollArrows({ scrollLeft: 0, scrollWidth: 1000, clientWidth: 400 })).toEqual({ left: false, right: true });
    expect(scrollArrows({ scrollLeft: 300, scrollWidth: 1000, clientWidth: 400 })).toEqual({ left: true, right: true });
    expect(scrollArrows({ scrollLeft: 599.5, scrollWidth: 1000, clientWidth: 400 })).toEqual({
      left: true,
      right: false,
    });
    expect(scrollArrows({ scrollLeft: 0, scrollWidth: 400, clientWidth: 400 })).toEqual({ left: false, right: false });
    // 400 px of bar, 328 between the arrows: 262 a press.
    expect(scrollStep(400)).toBe(262);
    // Every press leaves what was last in view still in view: the step is less than the room between the arrows.
    for (const width of [320, 375, 414, 768, 1024]) expect(scrollStep(width)).toBeLessThan(width - 72);
    expect(scrollStep(0)).toBe(1);
  });
});

describe('the footer (spec 1 §2 static pages)', () => {
  const hrefs = (key: keyof typeof SITES) => footerSections(SITES[key]).flatMap((s) => s.links.map((l) => l.href));
  it('links privacypolicy-ie on Irish sites and privacypolicy on UK sites', () => {
    expect(hrefs('kerchingie')).toContain('/page/privacypolicy-ie');
    expect(hrefs('kerchingie')).not.toContain('/page/privacypolicy');
    expect(hrefs('livingsocial')).toContain('/page/privacypolicy');
    expect(hrefs('livingsocial')).not.toContain('/page/privacypolicy-ie');
  });
  it('keeps the UK statements off the Irish edition and names the brand', () => {
    expect(hrefs('kerching')).toContain('/page/uk-modern-slavery-act-transparency-statement');
    expect(hrefs('livingsocialie')).not.toContain('/page/regulated-finance-complaints.html');
    expect(footerSections(SITES.livingsocial)[0]?.heading).toBe('About LivingSocial');
  });
});
