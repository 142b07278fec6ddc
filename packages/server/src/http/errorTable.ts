/**
 * The HTTP edge's one table from error codes to status and message. Messages come from the spec's
 * error catalogue where it has one; otherwise a plain sentence.
 */
export interface HttpAnswer {
  readonly status: 400 | 401 | 403 | 404 | 409 | 422 | 429 | 500 | 503;
  readonly message: string;
}

const SORRY = 'Sorry there was a problem please try again later.';

export const ERROR_TABLE: Readonly<Record<string, HttpAnswer>> = {
  'LISTING.PAGE_INVALID': { status: 400, message: 'page must be a whole number from 0 to 10000.' },
  'LISTING.PAGE_SIZE_INVALID': { status: 400, message: 'pageSize must be a whole number from 1 to 100.' },
  'LISTING.LOCATION_INVALID': { status: 400, message: 'That location is not one we know.' },
  'REQUEST.INVALID': { status: 400, message: 'The request is not valid.' },
  'ROUTE.NOT_FOUND': { status: 404, message: 'There is nothing at this address.' },
  'CATALOG.UNAVAILABLE': { status: 503, message: SORRY },
  INTERNAL: { status: 500, message: SORRY },
};

export const answerFor = (code: string): HttpAnswer => ERROR_TABLE[code] ?? { status: 503, message: SORRY };
