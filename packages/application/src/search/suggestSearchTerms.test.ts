import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import type { Suggestion, SuggestRequest } from '@kerching/domain/search';
import type { Suggestions } from '@kerching/ports';
import { SuggestSearchTerms } from './suggestSearchTerms';

const many: Suggestion[] = Array.from({ length: 12 }, (_, i) => ({ text: `Spa ${i}`, kind: 'deal', url: `/d/${i}` }));

const recording = () => {
  const calls: { request: SuggestRequest; location: string }[] = [];
  const port: Suggestions = {
    suggest: (request, location) => {
      calls.push({ request, location });
      return TE.right(many);
    },
  };
  return { calls, useCase: new SuggestSearchTerms(port) };
};

describe('SuggestSearchTerms', () => {
  it('asks with the normalised text and the default location, and keeps at most 8', async () => {
    const { calls, useCase } = recording();
    const result = await useCase.execute({ site: 'livingsocialie', text: '  spa ', location: O.none })();
    expect(E.isRight(result) && result.right).toHaveLength(8);
    expect(calls).toEqual([{ request: { site: 'livingsocialie', text: 'spa' }, location: 'dublin-south' }]);
    await useCase.execute({ site: 'kerching', text: 'spa', location: O.some('leeds') })();
    expect(calls[1]?.location).toBe('leeds');
  });
  it('suggests nothing for fewer than 2 characters without asking', async () => {
    const { calls, useCase } = recording();
    expect(await useCase.execute({ site: 'kerching', text: 's', location: O.none })()).toEqual(E.right([]));
    expect(calls).toEqual([]);
  });
  it('refuses more than 100 characters', async () => {
    const { useCase } = recording();
    const result = await useCase.execute({ site: 'kerching', text: 'x'.repeat(101), location: O.none })();
    expect(result).toMatchObject({ left: { code: 'SEARCH.QUERY_TOO_LONG' } });
  });
});
