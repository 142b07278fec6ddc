/**
 * Every link a shopper can follow leads somewhere. From the homepage of a UK and an Irish site the
 * crawl follows every internal link and picture (plain paths before paths with a query), a few of
 * each kind of address (first segment, depth, special, query keys), and finds no answer of 400 or
 * more. It once found the early-bird page's and the specials' category links going to pages that
 * do not exist.
 */
import { type APIRequestContext, expect, test } from './fixtures';
import { E2E_PORT } from './support';

const ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
/** Addresses of one kind fetched at most. */
const PER_KIND = 8;
const MAX_FETCHES = 600;

/** The kind of an address: first segment, depth, whether it is a special, and its query's keys. */
const kindOf = (url: string): string => {
  const [path = '', query = ''] = url.split('?');
  const segments = path.split('/').filter((s) => s !== '');
  const keys = new Set(query.split('&').flatMap((pair) => (pair === '' ? [] : [pair.split('=')[0]])));
  return [segments[0] ?? '', segments.length, segments.includes('special') ? 'special' : '', [...keys].sort()].join(
    ':',
  );
};

/** Internal addresses a page links to or shows (hashed assets left out), without their fragment. */
const linksOf = (html: string, siteOrigin: string): string[] =>
  [...html.matchAll(/\s(?:href|src)="([^"]+)"/g)].flatMap(([, raw = '']) => {
    const url = raw.replaceAll('&amp;', '&').replace(siteOrigin, '').split('#')[0] ?? '';
    return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/assets/') ? [url] : [];
  });

interface Crawl {
  readonly fetched: number;
  readonly kinds: ReadonlySet<string>;
  readonly broken: ReadonlyArray<string>;
}

const crawl = async (request: APIRequestContext, site: string): Promise<Crawl> => {
  const host = `${site}.localhost:${E2E_PORT}`;
  const linkedFrom = new Map<string, string>([['/', '(start)']]);
  const perKind = new Map<string, number>();
  const plain: string[] = ['/'];
  const withQuery: string[] = [];
  const broken: string[] = [];
  const follow = (url: string, from: string): void => {
    if (linkedFrom.has(url)) return;
    linkedFrom.set(url, from);
    const kind = kindOf(url);
    const seen = perKind.get(kind) ?? 0;
    perKind.set(kind, seen + 1);
    if (seen < PER_KIND) (url.includes('?') ? withQuery : plain).push(url);
  };
  let fetched = 0;
  for (let url = plain.shift() ?? withQuery.shift(); url !== undefined && fetched < MAX_FETCHES;) {
    fetched += 1;
    const response = await request.get(`${ORIGIN}${url}`, {
      headers: { host, accept: 'text/html,*/*' },
      maxRedirects: 0,
    });
    const status = response.status();
    if (status >= 400) broken.push(`${status} ${url} (linked from ${linkedFrom.get(url) ?? '?'})`);
    const location = response.headers()['location'];
    if (status >= 300 && status < 400 && location !== undefined) follow(location.replace(`http://${host}`, ''), url);
    if ((response.headers()['content-type'] ?? '').includes('text/html'))
      for (const link of linksOf(await response.text(), `http://${host}`)) follow(link, url);
    url = plain.shift() ?? withQuery.shift();
  }
  return { fetched, kinds: new Set(perKind.keys()), broken };
};

for (const site of ['kerching', 'kerchingie']) {
  test(`every internal link on ${site} answers (a crawl of each kind of page from the homepage)`, async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const result = await crawl(request, site);
    expect(result.broken).toEqual([]);
    expect(result.fetched).toBeGreaterThan(100);
    // The crawl reaches deal pages, static pages, the early-bird list and a special's category links.
    for (const kind of ['deal:6::', 'page:2::', 'early-bird:1::categories', 'deals:4:special:categories'])
      expect([...result.kinds], kind).toContain(kind);
  });
}
