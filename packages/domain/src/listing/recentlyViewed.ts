/**
 * Recently viewed deals (spec 1 §2 /recently-viewed; spec 2 §7.4 "GET recently viewed deals with
 * repeated id parameters"; §9 "recently viewed at most 5"). The list is held in the browser (the
 * "recent deals" cookie of spec 1 §3) as deal ids, newest first: "12,7,3". Our rules: a viewed deal
 * moves to the front, each id appears once, and the list keeps the 5 newest.
 */
import * as E from 'fp-ts/Either';
import { type DomainError, domainError } from '../shared/error';
import { RECENTLY_VIEWED_MAX } from './pageSizes';

const isDealId = (text: string): boolean => /^\d{1,9}$/.test(text) && Number(text) > 0;

/** "12,7,x,7,3" -> [12, 7, 3]: ids only, each once, at most 5. Anything unreadable is skipped. */
export const parseRecentDealIds = (text: string): ReadonlyArray<number> =>
  [
    ...new Set(
      text
        .split(',')
        .map((piece) => piece.trim())
        .filter(isDealId)
        .map(Number),
    ),
  ].slice(0, RECENTLY_VIEWED_MAX);

export const formatRecentDealIds = (ids: ReadonlyArray<number>): string => ids.join(',');

/** The list after viewing a deal: the deal first, then the others, at most 5. */
export const recordRecentDeal = (ids: ReadonlyArray<number>, viewed: number): ReadonlyArray<number> =>
  Number.isSafeInteger(viewed) && viewed > 0
    ? [viewed, ...ids.filter((id) => id !== viewed)].slice(0, RECENTLY_VIEWED_MAX)
    : ids.slice(0, RECENTLY_VIEWED_MAX);

/**
 * The ids a recently-viewed request may ask for: up to 5 deal ids (positive whole numbers), each
 * kept once in the order given.
 */
export const recentDealIdsRequest = (
  ids: ReadonlyArray<number>,
): E.Either<DomainError<'LISTING.IDS_INVALID'>, ReadonlyArray<number>> => {
  const unique = [...new Set(ids)];
  if (unique.length > RECENTLY_VIEWED_MAX)
    return E.left(domainError('LISTING.IDS_INVALID', `at most ${RECENTLY_VIEWED_MAX} deal ids may be given`));
  if (!unique.every((id) => Number.isSafeInteger(id) && id > 0))
    return E.left(domainError('LISTING.IDS_INVALID', 'each id must be a deal id such as 1234'));
  return E.right(unique);
};
