/**
 * GET /v1/staticpage?slug= (spec 2 §7.2): `data.staticPage` (slug, title, body, updatedAt); a slug
 * the site has no page for is a 404 JSON. GET /v1/guides: `data.guides` (slug, title, summary).
 * GET /v1/guides/{slug}: `data.guide` and `data.deals`, the guide's open deals.
 */
import * as t from 'io-ts';
import type { Guide, GuideSummary, StaticPage } from '@kerching/domain/content';
import { DealSummaryCodec } from '../deals/dealSummary';

export const STATIC_PAGE_PATH = '/v1/staticpage';
export const GUIDES_PATH = '/v1/guides';

export const StaticPageQueryCodec = t.type({ slug: t.string });

export const StaticPageCodec: t.Type<StaticPage> = t.readonly(
  t.type({ slug: t.string, title: t.string, body: t.string, updatedAt: t.string }),
  'StaticPage',
);

export const StaticPageResponseCodec = t.type({ data: t.type({ staticPage: StaticPageCodec }) });
export type StaticPageResponse = t.TypeOf<typeof StaticPageResponseCodec>;

export const GuideSummaryCodec: t.Type<GuideSummary> = t.readonly(
  t.type({ slug: t.string, title: t.string, summary: t.string }),
  'GuideSummary',
);
export const GuideCodec: t.Type<Guide> = t.readonly(
  t.type({ slug: t.string, title: t.string, summary: t.string, body: t.string }),
  'Guide',
);

export const GuidesResponseCodec = t.type({ data: t.type({ guides: t.readonlyArray(GuideSummaryCodec) }) });
export type GuidesResponse = t.TypeOf<typeof GuidesResponseCodec>;

export const GuideResponseCodec = t.type({
  data: t.type({ guide: GuideCodec, deals: t.readonlyArray(DealSummaryCodec) }),
});
export type GuideResponse = t.TypeOf<typeof GuideResponseCodec>;
