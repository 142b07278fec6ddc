import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PAGE_TYPES } from '../routing/pageTypes';
import { cutIntoWholeRows, dealsLeftAfterPage, listingOffset, pagingStops, wholeRowCount } from './paging';

describe('paging properties', () => {
  it('property: whole rows are full, drop fewer than a row, and keep the items in order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 60 }), fc.integer({ min: 1, max: 12 }), (items, perRow) => {
        const rows = cutIntoWholeRows(items, perRow);
        rows.forEach((row) => expect(row).toHaveLength(perRow));
        const kept = rows.flat();
        expect(kept).toEqual(items.slice(0, kept.length));
        expect(items.length - kept.length).toBeGreaterThanOrEqual(0);
        expect(items.length - kept.length).toBeLessThan(perRow);
        expect(kept.length).toBe(wholeRowCount(items.length, perRow));
      }),
    );
  });
  it('property: the listing offset is within 0..6 and the sold-out main deal adds exactly 1', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PAGE_TYPES), (pageType) => {
        const open = listingOffset(pageType, false);
        expect([0, 2, 5]).toContain(open);
        expect(listingOffset(pageType, true)).toBe(open + 1);
      }),
    );
  });
  it('property: a full page never stops the list and a short page always does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.nat({ max: 200 }), (pageSize, count) => {
        expect(pagingStops(count, pageSize)).toBe(count < pageSize);
      }),
    );
  });
  it('property: paging a listing page by page, the deals left fall by each page to 0 as the last deal shows', () => {
    fc.assert(
      fc.property(fc.nat({ max: 200 }), fc.integer({ min: 1, max: 30 }), fc.boolean(), (count, pageSize, mainDeal) => {
        const listing = { count: count + (mainDeal ? 1 : 0), mainDeal };
        let left = count;
        for (let page = 0; left > 0; page++) {
          const pageCount = Math.min(pageSize, left);
          const after = dealsLeftAfterPage(listing, page, pageSize, pageCount);
          expect(after).toBe(left - pageCount);
          left = after;
        }
        expect(dealsLeftAfterPage(listing, Math.ceil(count / pageSize), pageSize, 0)).toBe(0);
      }),
    );
  });
});
