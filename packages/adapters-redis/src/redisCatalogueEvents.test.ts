/**
 * Catalogue changes over Redis: the message format everywhere, and (with TEST_REDIS_URL, which CI
 * sets) two processes' event streams on a real Redis.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { pino } from 'pino';
import { createClient } from 'redis';
import { firstValueFrom, take, toArray, type Observable } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SITE_KEYS, type SiteKey } from '@kerching/domain/site';
import type { CatalogueChange } from '@kerching/ports';
import {
  CATALOGUE_CHANNEL,
  decodeCatalogueMessage,
  encodeCatalogueMessage,
  RedisCatalogueEvents,
} from './redisCatalogueEvents';

const anySites = fc.subarray([...SITE_KEYS]);

describe('catalogue messages', () => {
  it('decode what was encoded', () => {
    fc.assert(
      fc.property(fc.string(), anySites, (from, sites) => {
        expect(decodeCatalogueMessage(encodeCatalogueMessage({ from, sites }))).toEqual({ from, sites });
      }),
    );
  });

  it('refuse anything else without throwing', () => {
    for (const text of ['', 'nope', 'null', '[]', '{"from":1,"sites":[]}', '{"from":"a","sites":["atlantis"]}']) {
      expect(decodeCatalogueMessage(text)).toBeUndefined();
    }
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const message = decodeCatalogueMessage(text);
        if (message !== undefined) expect(message.sites.every((site) => SITE_KEYS.includes(site))).toBe(true);
      }),
    );
  });
});

const silent = pino({ level: 'silent' });

describe('connecting', () => {
  it('fails at once, with the reason, when Redis cannot be reached', async () => {
    const started = Date.now();
    await expect(RedisCatalogueEvents.connect('redis://127.0.0.1:1', silent)).rejects.toThrow(/ECONNREFUSED/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

const url = process.env['TEST_REDIS_URL'];

/** The next `count` changes a stream gives, or a failure after two seconds. */
const next = (changes$: Observable<CatalogueChange>, count = 1): Promise<CatalogueChange[]> =>
  Promise.race([
    firstValueFrom(changes$.pipe(take(count), toArray())),
    new Promise<never>((_, fail) => setTimeout(() => fail(new Error('no catalogue change arrived')), 2_000)),
  ]);

describe.skipIf(url === undefined)('RedisCatalogueEvents on Redis (TEST_REDIS_URL)', () => {
  const redisUrl = url ?? '';
  const opened: { close(): Promise<unknown> }[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((closable) => closable.close()));
  });
  // Each case its own channel: files and cases running side by side must not hear each other.
  let channel = CATALOGUE_CHANNEL;
  beforeEach(() => {
    channel = `${CATALOGUE_CHANNEL}:test:${randomUUID()}`;
  });
  const processEvents = async () => {
    const events = await RedisCatalogueEvents.connect(redisUrl, silent, channel);
    opened.push(events);
    return events;
  };
  const rawClient = async () => {
    const client = createClient({ url: redisUrl });
    await client.connect();
    opened.push(client);
    return client;
  };
  const sites = (changes: CatalogueChange[]): SiteKey[][] => changes.map((change) => [...change.sites]);

  it('gives a change to its own process at once and to every other process, each once', async () => {
    const [first, second, third] = [await processEvents(), await processEvents(), await processEvents()];
    const here = next(first.changes$, 2);
    const there = next(second.changes$, 2);
    const elsewhere = next(third.changes$, 2);
    let seenHereSync = false;
    const subscription = first.changes$.subscribe(() => (seenHereSync = true));
    first.publish({ sites: ['kerching'] });
    expect(seenHereSync).toBe(true);
    subscription.unsubscribe();
    second.publish({ sites: ['livingsocialie', 'kerchingie'] });
    // Each process has its own change first, at once; the other's arrives over Redis.
    expect(sites(await here)).toEqual([['kerching'], ['livingsocialie', 'kerchingie']]);
    expect(sites(await there)).toEqual([['livingsocialie', 'kerchingie'], ['kerching']]);
    expect(sites(await elsewhere).sort()).toEqual([['kerching'], ['livingsocialie', 'kerchingie']]);
  });

  it('ignores what is not a catalogue change on the channel', async () => {
    const events = await processEvents();
    const raw = await rawClient();
    const arrived = next(events.changes$);
    await raw.publish(channel, 'not json');
    await raw.publish(channel, encodeCatalogueMessage({ from: 'another process', sites: ['livingsocial'] }));
    expect(sites(await arrived)).toEqual([['livingsocial']]);
  });

  it("drops every site's deal data when its subscription comes back after a lost connection", async () => {
    const events = await processEvents();
    const raw = await rawClient();
    const dropped = next(events.changes$);
    const subscriber = (await raw.clientList()).find(
      (client) => client.name === `kerching-catalogue-subscriber-${events.id}`,
    );
    expect(await raw.sendCommand(['CLIENT', 'KILL', 'ID', String(subscriber?.id ?? 'none')])).toBe(1);
    expect(sites(await dropped)).toEqual([[...SITE_KEYS]]);
    // And it is subscribed again: another process's change arrives.
    const after = next(events.changes$);
    await raw.publish(channel, encodeCatalogueMessage({ from: 'another process', sites: ['kerching'] }));
    expect(sites(await after)).toEqual([['kerching']]);
  });
});
