import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { SITES } from '../site/site';
import { canonicalUrl, escapeXml, faviconPath, robotsTxt, sitemapXml, socialMeta, webManifest } from './index';

describe('canonical addresses', () => {
  it('drop the query, the fragment and a trailing slash, but keep the root', () => {
    expect(canonicalUrl('http://kerching.localhost:3000/', '/deals/london/?page=2#x')).toBe(
      'http://kerching.localhost:3000/deals/london',
    );
    expect(canonicalUrl('https://www.kerching.ie', '/')).toBe('https://www.kerching.ie/');
    expect(canonicalUrl('https://a.b', 'page/aboutus')).toBe('https://a.b/page/aboutus');
  });
});

describe('sitemap.xml', () => {
  it('lists each path once with its last change, escaped', () => {
    const xml = sitemapXml('https://kerching.localhost/', [
      { path: '/', lastModified: O.none },
      { path: '/deal/a&b', lastModified: O.some('2026-06-01T12:00:00.000Z') },
      { path: '/', lastModified: O.none },
      { path: 'relative', lastModified: O.none },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://kerching.localhost/</loc></url>');
    expect(xml).toContain('<loc>https://kerching.localhost/deal/a&amp;b</loc><lastmod>2026-06-01</lastmod>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });
  it('stops at 50,000 addresses', () => {
    const entries = Array.from({ length: 50_001 }, (_, i) => ({ path: `/d/${i}`, lastModified: O.none }));
    expect(sitemapXml('https://x', entries).match(/<url>/g)).toHaveLength(50_000);
  });
  it('property: escaping leaves no raw markup characters', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(escapeXml(s)).not.toMatch(/[<>"']|&(?!amp;|lt;|gt;|quot;|apos;)/);
      }),
    );
  });
});

describe('robots.txt, the manifest and social tags', () => {
  it('points robots at the sitemap and keeps them out of checkout and accounts', () => {
    const text = robotsTxt('http://kerchingie.localhost:3000/');
    expect(text).toContain('Sitemap: http://kerchingie.localhost:3000/sitemap.xml');
    expect(text).toContain('Disallow: /checkout');
    expect(text.startsWith('User-agent: *')).toBe(true);
  });
  it('describes each site in its manifest', () => {
    expect(webManifest(SITES.livingsocialie, { theme: '#111', background: '#fff' }, '/favicon.svg')).toMatchObject({
      name: 'LivingSocial Ireland',
      short_name: 'LivingSocial',
      lang: 'en-IE',
      theme_color: '#111',
      start_url: '/',
    });
    expect(webManifest(SITES.kerching, { theme: '#111', background: '#fff' }, '/i.svg').name).toBe('Kerching UK');
  });
  it('gives Open Graph and Twitter tags', () => {
    const tags = socialMeta({
      title: 'T',
      description: 'D',
      url: 'https://x/',
      siteName: 'Kerching',
      locale: 'en_GB',
      type: 'website',
    });
    expect(tags).toContainEqual({ key: 'property', id: 'og:title', content: 'T' });
    expect(tags).toContainEqual({ key: 'name', id: 'twitter:card', content: 'summary_large_image' });
  });
});

describe('the brand icon', () => {
  it('is each brand’s own', () => {
    expect(faviconPath(SITES.kerchingie.brandSlug)).toBe('/favicon.svg');
    expect(faviconPath(SITES.livingsocialie.brandSlug)).toBe('/favicon-livingsocial.svg');
  });
});
