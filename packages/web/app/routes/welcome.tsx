/**
 * /welcome, the paid-campaign landing (spec 1 §2 "/welcome (paid-campaign landing)"; page type
 * ppc): the homepage's deals for the shopper's location, at the address campaigns link to (their
 * tracking parameters stay in it). The homepage under a second address, so kept out of search
 * results.
 */
import type { MetaFunction } from 'react-router';
import { ROBOTS_NOINDEX } from '@kerching/domain/seo';
import { headMeta } from '../listing/pageMeta';
import type { loader as homeLoader } from './home';

export { loader, default } from './home';

export const meta: MetaFunction<typeof homeLoader> = ({ data: loaded }) =>
  loaded === undefined ? [] : headMeta({ ...loaded.head, robots: ROBOTS_NOINDEX }, loaded.siteKey);
