/**
 * The per-site files: /sitemap.xml (home, towns, categories, open deals, static pages, guides),
 * /robots.txt (pointing at the sitemap) and /manifest.webmanifest (the brand's name and colours).
 * Resource routes: React Router answers them without rendering a page.
 */
import * as E from 'fp-ts/Either';
import { type LoaderFunctionArgs } from 'react-router';
import { faviconPath, robotsTxt, webManifest } from '@kerching/domain/seo';
import type { KerchingLoadContext } from '../load-context';
import { manifestColours } from '../theme/colours';

const ONE_HOUR = 'public, max-age=3600';

export async function sitemapLoader({ request, context }: LoaderFunctionArgs<KerchingLoadContext>) {
  const origin = new URL(request.url).origin;
  const xml = await context.services.buildSitemap.execute(context.site, origin)();
  if (E.isLeft(xml)) return new Response('Sorry there was a problem please try again later.', { status: 503 });
  return new Response(xml.right, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': ONE_HOUR },
  });
}

export function robotsLoader({ request }: LoaderFunctionArgs<KerchingLoadContext>) {
  return new Response(robotsTxt(new URL(request.url).origin), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': ONE_HOUR },
  });
}

export function manifestLoader({ context }: LoaderFunctionArgs<KerchingLoadContext>) {
  const body = webManifest(context.site, manifestColours(context.site.brandSlug), faviconPath(context.site.brandSlug));
  return new Response(JSON.stringify(body), {
    headers: { 'content-type': 'application/manifest+json; charset=utf-8', 'cache-control': ONE_HOUR },
  });
}
