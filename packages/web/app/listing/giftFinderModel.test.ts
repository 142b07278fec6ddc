import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { GIFT_FOR_AUDIENCES, GIFT_PERSONALITIES, parseQuery } from '@kerching/domain/listing';
import {
  type GiftFinderAddress,
  audienceLabel,
  giftFinderAddress,
  giftFinderQuestions,
  withGiftAnswers,
} from './giftFinderModel';

const address = (segment: string | undefined, search: string): GiftFinderAddress =>
  giftFinderAddress('dublin', segment, parseQuery(search));

const none = { audience: O.none, budget: O.none, character: O.none };

describe('the gift finder address', () => {
  it('answers the page with the path audience, budget and character', () => {
    expect(address(undefined, '')).toEqual({ kind: 'page', answers: none });
    expect(address('gifts-for-bff', '?budget=50&character=geeky')).toEqual({
      kind: 'page',
      answers: {
        audience: O.some('bff'),
        budget: O.some({ minPrice: 50, maxPrice: O.some(100) }),
        character: O.some('geeky'),
      },
    });
  });

  it('moves the form\'s "for" into the path in one redirect, keeping the answers it knows', () => {
    expect(address(undefined, '?budget=20&for=mum&character=')).toEqual({
      kind: 'redirect',
      to: '/deal/dublin/gift-finder/gifts-for-mum?budget=20',
    });
    expect(address('gifts-for-mum', '?for=')).toEqual({ kind: 'redirect', to: '/deal/dublin/gift-finder' });
    expect(address('gifts-for-mum', '?for=cat&budget=0')).toEqual({
      kind: 'redirect',
      to: '/deal/dublin/gift-finder?budget=0',
    });
  });

  it('reads the spec\'s giftFor as the audience, as the form\'s "for" is read', () => {
    expect(address(undefined, '?giftFor=mum&budget=20')).toEqual({
      kind: 'redirect',
      to: '/deal/dublin/gift-finder/gifts-for-mum?budget=20',
    });
    expect(address(undefined, '?giftFor=cat')).toEqual({ kind: 'redirect', to: '/deal/dublin/gift-finder' });
  });

  it('drops an empty or unknown budget or character, and an unknown audience segment is not found', () => {
    expect(address('gifts-for-dad', '?budget=15&utm_source=x')).toEqual({
      kind: 'redirect',
      to: '/deal/dublin/gift-finder/gifts-for-dad?utm_source=x',
    });
    expect(address(undefined, '?character=')).toEqual({ kind: 'redirect', to: '/deal/dublin/gift-finder' });
    expect(address('gifts-for-cat', '')).toEqual({ kind: 'notFound' });
    expect(address('mum', '')).toEqual({ kind: 'notFound' });
  });

  it('property: one redirect at most, and it ends on a page', () => {
    const value = fc.oneof(
      fc.constantFrom('', 'mum', 'cat', '0', '20', '15', 'geeky', 'little-ones'),
      fc.string({ maxLength: 6 }),
    );
    fc.assert(
      fc.property(value, value, value, (forValue, budget, character) => {
        const params = new URLSearchParams({ for: forValue, budget, character });
        let current = address(undefined, `?${params.toString()}`);
        for (let step = 0; step < 1 && current.kind === 'redirect'; step++) {
          const url = new URL(current.kind === 'redirect' ? current.to : '', 'http://x');
          const segment = url.pathname.split('/')[4];
          current = giftFinderAddress('dublin', segment, parseQuery(url.search));
        }
        expect(current.kind).toBe('page');
      }),
    );
  });
});

describe('the gift finder answers', () => {
  it("become facets and the budget's prices on the listing request", () => {
    const asked = { site: 'kerchingie', location: 'dublin', page: 0, pageSize: 12, maxPrice: 500 } as const;
    expect(
      withGiftAnswers(asked, {
        audience: O.some('teen'),
        budget: O.some({ minPrice: 100, maxPrice: O.none }),
        character: O.some('daredevil'),
      }),
    ).toEqual({
      site: 'kerchingie',
      location: 'dublin',
      page: 0,
      pageSize: 12,
      minPrice: 100,
      facets: [
        { name: 'for', value: 'teen' },
        { name: 'character', value: 'daredevil' },
      ],
    });
    expect(withGiftAnswers(asked, none)).toEqual({ ...asked, facets: [] });
    // A band's end is not in it: "£10 to £20" asks for £10 to £19.99.
    expect(withGiftAnswers(asked, { ...none, budget: O.some({ minPrice: 10, maxPrice: O.some(20) }) })).toMatchObject({
      minPrice: 10,
      maxPrice: 19.99,
    });
  });

  it('show as three questions with "Any" first and the answer checked', () => {
    const questions = giftFinderQuestions({ ...none, audience: O.some('grandparents') }, '€');
    expect(questions.map((q) => q.legend)).toEqual(['Budget', 'For', 'Character']);
    expect(questions[0]?.options.map((o) => o.label)).toEqual([
      'Any',
      'Under €10',
      '€10 to €20',
      '€20 to €50',
      '€50 to €100',
      '€100+',
    ]);
    expect(questions[1]?.options).toHaveLength(GIFT_FOR_AUDIENCES.length + 1);
    expect(questions[2]?.options).toHaveLength(GIFT_PERSONALITIES.length + 1);
    for (const question of questions) expect(question.options.filter((o) => o.checked)).toHaveLength(1);
    expect(questions[1]?.options.find((o) => o.checked)?.label).toBe('Grandparents');
    expect(questions[0]?.options[0]?.checked).toBe(true);
    expect(audienceLabel({ ...none, audience: O.some('little-ones') })).toEqual(O.some('Little Ones'));
  });
});
