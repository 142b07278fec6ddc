import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import { normaliseEircode, normaliseUkPostcode } from '@kerching/domain/validation';
import { LOCAL_ADDRESSES } from './addressData';
import { LocalAddressBook, OUTAGE_POSTCODES } from './localAddressBook';

const book = new LocalAddressBook();
const run = async <A>(task: TE.TaskEither<unknown, A>): Promise<A> => {
  const result = await task();
  if (E.isLeft(result)) throw new Error('the local address book failed');
  return result.right;
};

describe('the local address data set', () => {
  it('holds only canonical UK postcodes and Eircodes, and unique keys', () => {
    for (const address of LOCAL_ADDRESSES) {
      const normalise = address.country === 'ie' ? normaliseEircode : normaliseUkPostcode;
      expect(normalise(address.postcode), address.key).toEqual(O.some(address.postcode));
    }
    expect(new Set(LOCAL_ADDRESSES.map((address) => address.key)).size).toBe(LOCAL_ADDRESSES.length);
  });

  it('gives one address per Eircode and several per UK postcode', () => {
    const perPostcode = new Map<string, number>();
    for (const address of LOCAL_ADDRESSES)
      perPostcode.set(address.postcode, (perPostcode.get(address.postcode) ?? 0) + 1);
    for (const address of LOCAL_ADDRESSES)
      if (address.country === 'ie') expect(perPostcode.get(address.postcode)).toBe(1);
      else expect(perPostcode.get(address.postcode)).toBeGreaterThan(1);
  });
});

describe('LocalAddressBook', () => {
  it('finds the addresses at a postcode, in its own country only', async () => {
    const deansgate = await run(book.byPostcode('gb', 'M3 4LZ'));
    expect(deansgate.length).toBe(9);
    expect(deansgate[0]).toMatchObject({ lines: ['201 Deansgate'], town: 'Manchester', postcode: 'M3 4LZ' });
    expect(await run(book.byPostcode('ie', 'M3 4LZ'))).toEqual([]);
    expect(await run(book.byPostcode('ie', 'D02 X285'))).toMatchObject([
      { lines: ['12 Grafton Street'], town: 'Dublin 2' },
    ]);
    expect(await run(book.byPostcode('gb', 'D02 X285'))).toEqual([]);
  });

  it('suggests addresses when few match, and groups to open when many do', async () => {
    const few = await run(book.search('gb', '203 deansgate', 10));
    expect(few).toEqual([{ kind: 'address', key: 'gb-M34LZ-203', text: '203 Deansgate, Manchester, M3 4LZ' }]);
    const many = await run(book.search('gb', 'manchester', 10));
    expect(many.every((suggestion) => suggestion.kind === 'group')).toBe(true);
    expect(many).toContainEqual({
      kind: 'group',
      moniker: 'gb~m34lz',
      text: 'Deansgate, Manchester, M3 4LZ',
      count: 9,
    });
    const opened = await run(book.expand('gb', 'gb~m34lz'));
    expect(O.map((list: ReadonlyArray<unknown>) => list.length)(opened)).toEqual(O.some(9));
  });

  it('matches a postcode typed without its space, and never the other country', async () => {
    expect(await run(book.search('gb', 'm34lz', 10))).toHaveLength(9);
    expect(await run(book.search('ie', 'm34lz', 10))).toEqual([]);
    expect(await run(book.search('ie', 'grafton', 10))).toHaveLength(6);
    expect(await run(book.search('gb', 'grafton', 10))).toEqual([]);
  });

  it('gives one address by key, and nothing for an unknown key or moniker', async () => {
    expect(await run(book.address('ie', 'ie-T12T0CT'))).toEqual(
      O.some({
        key: 'ie-T12T0CT',
        lines: ['31 Oliver Plunkett Street'],
        town: 'Cork',
        county: 'Co. Cork',
        postcode: 'T12 T0CT',
        country: 'ie',
      }),
    );
    expect(await run(book.address('gb', 'ie-T12T0CT'))).toEqual(O.none);
    expect(await run(book.expand('gb', 'gb~nowhere'))).toEqual(O.none);
  });

  it('fails for its outage postcodes, as a sandbox does for its test values', async () => {
    for (const country of ['gb', 'ie'] as const) {
      const normalise = country === 'ie' ? normaliseEircode : normaliseUkPostcode;
      expect(normalise(OUTAGE_POSTCODES[country])).toEqual(O.some(OUTAGE_POSTCODES[country]));
      const failed = await book.byPostcode(country, OUTAGE_POSTCODES[country])();
      expect(E.isLeft(failed) && failed.left.code).toBe('ADDRESS.LOOKUP_UNAVAILABLE');
    }
  });
});
