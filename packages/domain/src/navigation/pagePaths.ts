/**
 * Which shell parts a page shows, read from its path with plain string work (the shell runs this
 * in the browser on every page, so it stays tiny): the travel sub-menu on travel pages, the VIP
 * theme on VIP pages. The answers agree with the routing family's `classifyRoute` (page types
 * 'travel', 'vipCategory' and 'vipDeal'), as a property test checks.
 */
const words = (pathname: string): ReadonlyArray<string> =>
  pathname
    .replace(/[?#].*$/, '')
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).toLowerCase();
      } catch {
        return segment.toLowerCase();
      }
    });

const TRAVEL_SEGMENTS: ReadonlyArray<string> = ['travel', 'escapes'];
const isVipWord = (word: string | undefined): boolean =>
  word !== undefined && (word === 'vip' || word.startsWith('vip-'));

/** /travel, /escapes and /deals/{travel or escapes}/... (not a gift finder, special or VIP page under them). */
export const isTravelPagePath = (pathname: string): boolean => {
  const [first, ...rest] = words(pathname);
  if (first === undefined) return false;
  if (first !== 'deals') return TRAVEL_SEGMENTS.includes(first);
  const [location, second] = rest;
  if (location === undefined || !TRAVEL_SEGMENTS.includes(location)) return false;
  return !rest.includes('gift-finder') && location !== 'special' && second !== 'special' && !isVipWord(second);
};

/** /deals/vip/..., /deals/{location}/vip-... and the same under /deal/ (not a gift finder or special page). */
export const isVipPagePath = (pathname: string): boolean => {
  const [first, ...listing] = words(pathname);
  if (first !== 'deals' && first !== 'deal') return false;
  if (listing.includes('gift-finder') || listing[0] === 'special' || listing[1] === 'special') return false;
  if (first === 'deals' && listing[0] === 'wellness-collection') return false;
  return listing[0] === 'vip' || isVipWord(listing[1]);
};
