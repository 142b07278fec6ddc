import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { SITES } from '@kerching/domain/site';
import { HttpClient } from './httpClient';
import { HttpSuggestions } from './httpSuggestions';

const client = (fetchImpl: typeof fetch) =>
  new HttpClient({ baseUrl: 'http://api', site: SITES.kerchingie, platform: 'WEBAPP-MOBILE', fetch: fetchImpl });

const suggestion = { text: 'Massage in Dublin', kind: 'deal', url: '/deal/dublin/x/1/y?usr_src=search' };

describe('HttpSuggestions', () => {
  it('asks /v1/suggest with the text and location, and decodes the suggestions', async () => {
    const urls: string[] = [];
    const fetchImpl: typeof fetch = async (input) => {
      urls.push(input instanceof Request ? input.url : input.toString());
      return new Response(JSON.stringify({ data: { query: 'mass age', suggestions: [suggestion] } }));
    };
    const result = await new HttpSuggestions(client(fetchImpl)).suggest(
      { site: 'kerchingie', text: 'mass age' },
      'dublin',
    )();
    expect(result).toEqual(E.right([suggestion]));
    expect(urls).toEqual(['http://api/v1/suggest?q=mass+age&location=dublin']);
  });
  it('maps API errors and unexpected answers to SUGGEST.UNAVAILABLE', async () => {
    const refused: typeof fetch = async () =>
      new Response(JSON.stringify({ error: { code: 'SEARCH.QUERY_TOO_LONG', message: 'too long' } }), { status: 400 });
    expect(await new HttpSuggestions(client(refused)).suggest({ site: 'kerchingie', text: 'x' }, 'dublin')()).toEqual(
      E.left({ code: 'SUGGEST.UNAVAILABLE', detail: 'too long' }),
    );
    const odd: typeof fetch = async () =>
      new Response(JSON.stringify({ data: { query: 'x', suggestions: [{ text: 1 }] } }));
    const result = await new HttpSuggestions(client(odd)).suggest({ site: 'kerchingie', text: 'xx' }, 'dublin')();
    expect(E.isLeft(result) && result.left.code).toBe('SUGGEST.UNAVAILABLE');
  });
});
