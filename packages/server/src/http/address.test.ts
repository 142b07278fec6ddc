/**
 * Address lookup end to end over the local data set (spec 2 §7.3 /address/*, §8 Address; ADR 64):
 * each edition finds its own country's addresses only, postcodes are checked with the spec's
 * messages, and a failing address service answers the spec's invitation to type the address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pino } from 'pino';
import type { SqlClient } from '@kerching/adapters-sql';
import { embeddedTestDatabase } from '@kerching/adapters-sql/testing';
import { LocalAddressBook } from '@kerching/adapters-address';
import type { AddressLookup } from '@kerching/ports';
import { createContainer, serverServices } from '../composition/container';
import { createApp } from './app';

const FAILED = 'An error occurred looking up your postcode. Please enter your address manually.';

const unavailable = TE.left({ code: 'ADDRESS.LOOKUP_UNAVAILABLE' as const, detail: 'the address service timed out' });
const failingLookup: AddressLookup = {
  byPostcode: () => unavailable,
  search: () => unavailable,
  expand: () => unavailable,
  address: () => unavailable,
};

describe('address lookup', () => {
  let db: SqlClient;
  const appWith = (addressLookup: AddressLookup) =>
    createApp({
      log: pino({ level: 'silent' }),
      services: serverServices(createContainer(db, { now: () => new Date() }, { addressLookup })),
      sites: { pinned: O.none, hostMap: {}, fallback: 'kerching' },
    });
  let app: ReturnType<typeof appWith>;
  let failing: ReturnType<typeof appWith>;
  const get = async (path: string, site = 'kerching', on = app) => {
    const response = await on.request(path, { headers: { host: `${site}.localhost` } });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    db = await embeddedTestDatabase.open();
    app = appWith(new LocalAddressBook());
    failing = appWith(failingLookup);
  });
  afterAll(async () => {
    await db.close();
  });

  it('gives the addresses at a UK postcode typed any way, on a UK edition', async () => {
    const { status, body } = await get('/v1/address/postcode/m34lz');
    expect(status).toBe(200);
    const data = body['data'] as { postcode: string; addresses: { lines: string[]; town: string }[] };
    expect(data.postcode).toBe('M3 4LZ');
    expect(data.addresses).toHaveLength(9);
    expect(data.addresses[0]).toMatchObject({ lines: ['201 Deansgate'], town: 'Manchester', country: 'gb' });
  });

  it('gives the address of an Eircode on an Irish edition, and never a UK address there', async () => {
    const dublin = await get('/v1/address/postcode/D02%20X285', 'kerchingie');
    expect(dublin.status).toBe(200);
    expect(dublin.body['data']).toMatchObject({ postcode: 'D02 X285', addresses: [{ lines: ['12 Grafton Street'] }] });
    const uk = await get('/v1/address/postcode/M3%204LZ', 'livingsocialie');
    expect(uk).toEqual({
      status: 400,
      body: { error: { code: 'VALIDATION.EIRCODE_INVALID', message: 'Enter a valid Eircode' } },
    });
    const search = await get('/v1/address/autocomplete?q=deansgate', 'kerchingie');
    expect(search).toEqual({ status: 200, body: { data: [] } });
  });

  it("answers the spec's postcode messages: a wrong shape, and one nobody knows", async () => {
    expect(await get('/v1/address/postcode/ABC')).toEqual({
      status: 400,
      body: { error: { code: 'VALIDATION.POSTCODE_INVALID', message: 'Enter a valid postcode' } },
    });
    expect(await get('/v1/address/postcode/ZZ9%209ZZ')).toEqual({
      status: 400,
      body: { error: { code: 'VALIDATION.POSTCODE_NOT_FOUND', message: 'Invalid postcode' } },
    });
  });

  it('checks a postcode while the shopper types, as an answer rather than an error', async () => {
    expect(await get('/v1/address/validate/postcode/t12t0ct', 'kerchingie')).toEqual({
      status: 200,
      body: { data: { valid: true, postcode: 'T12 T0CT' } },
    });
    expect(await get('/v1/address/validate/postcode/ZZ9%209ZZ')).toEqual({
      status: 200,
      body: { data: { valid: false, message: 'Invalid postcode' } },
    });
    expect(await get('/v1/address/validate/postcode/12', 'kerchingie')).toEqual({
      status: 200,
      body: { data: { valid: false, message: 'Enter a valid Eircode' } },
    });
  });

  it('suggests as the shopper types, opens a group and formats the chosen address', async () => {
    const groups = await get('/v1/address/autocomplete?q=Manchester');
    expect(groups.status).toBe(200);
    expect(groups.body['data']).toContainEqual({
      kind: 'group',
      moniker: 'gb~m34lz',
      text: 'Deansgate, Manchester, M3 4LZ',
      count: 9,
    });
    const opened = await get('/v1/address/moniker/gb~m34lz');
    expect(opened.status).toBe(200);
    expect(opened.body['data']).toContainEqual({
      kind: 'address',
      key: 'gb-M34LZ-FLAT2-214',
      text: 'Flat 2, 214 Deansgate, Manchester, M3 4LZ',
    });
    expect(await get('/v1/address/format/gb-M34LZ-FLAT2-214')).toEqual({
      status: 200,
      body: {
        data: {
          address: {
            key: 'gb-M34LZ-FLAT2-214',
            lines: ['Flat 2', '214 Deansgate'],
            town: 'Manchester',
            county: '',
            postcode: 'M3 4LZ',
            country: 'gb',
          },
          lines: ['Flat 2', '214 Deansgate', 'MANCHESTER', 'M3 4LZ'],
        },
      },
    });
  });

  it('refuses a search too short to help, and an unknown group or address, with a plain sentence', async () => {
    expect(await get('/v1/address/autocomplete?q=m3')).toEqual({
      status: 400,
      body: { error: { code: 'ADDRESS.SEARCH_TOO_SHORT', message: 'Type at least 3 characters of your address.' } },
    });
    const unknown = {
      error: {
        code: 'ADDRESS.NOT_FOUND',
        message: 'We could not find that address. Please enter your address manually.',
      },
    };
    expect(await get('/v1/address/moniker/gb~nowhere')).toEqual({ status: 404, body: unknown });
    expect(await get('/v1/address/format/ie-D02X285')).toEqual({ status: 404, body: unknown });
  });

  it("answers a failing address service with the spec's invitation to type the address, on every call", async () => {
    const failed = { status: 503, body: { error: { code: 'VALIDATION.POSTCODE_LOOKUP_FAILED', message: FAILED } } };
    expect(await get('/v1/address/postcode/M3%204LZ', 'kerching', failing)).toEqual(failed);
    expect(await get('/v1/address/validate/postcode/M3%204LZ', 'kerching', failing)).toEqual(failed);
    expect(await get('/v1/address/autocomplete?q=deansgate', 'kerching', failing)).toEqual(failed);
    expect(await get('/v1/address/moniker/gb~m34lz', 'kerching', failing)).toEqual(failed);
    expect(await get('/v1/address/format/gb-M34LZ-201', 'kerching', failing)).toEqual(failed);
  });
});
