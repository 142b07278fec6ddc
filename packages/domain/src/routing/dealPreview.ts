/**
 * Deal preview (spec 1 §2): a deal-preview query flag gives the deal preview page; in paths
 * `deal-preview` is rewritten to `deals`, so preview paths contain a `deals/` segment.
 * The flag is `preview` (the deal preview listing call of spec 2 §7.4 sends `preview=true`).
 */
import { type Query, queryFlag } from '../listing/queryString';
import { pathnameOf } from './path';

export const DEAL_PREVIEW_SEGMENT = 'deal-preview';
export const DEAL_PREVIEW_REWRITTEN_SEGMENT = 'deals';
export const DEAL_PREVIEW_QUERY_FLAG = 'preview';

export const isDealPreviewQuery = (query: Query): boolean => queryFlag(query, DEAL_PREVIEW_QUERY_FLAG);

export interface DealPreviewRewrite {
  /** The path with every `deal-preview` segment replaced by `deals`; query and fragment kept. */
  readonly path: string;
  /** True when the path had a `deal-preview` segment. */
  readonly preview: boolean;
}

/** "/deal-preview/london/spa?x=1" -> { path: "/deals/london/spa?x=1", preview: true }. */
export const rewriteDealPreviewPath = (path: string): DealPreviewRewrite => {
  const pathname = pathnameOf(path);
  const segments = pathname.split('/');
  const preview = segments.includes(DEAL_PREVIEW_SEGMENT);
  const rewritten = segments.map((segment) =>
    segment === DEAL_PREVIEW_SEGMENT ? DEAL_PREVIEW_REWRITTEN_SEGMENT : segment,
  );
  return { path: `${rewritten.join('/')}${path.slice(pathname.length)}`, preview };
};
