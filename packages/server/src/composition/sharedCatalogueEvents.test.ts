/**
 * Two server processes on one database and one Redis (TEST_REDIS_URL, which CI sets), as two
 * containers in this process, each with its own Redis connections: a catalogue change written by
 * one drops the other's cached deal data (ADR 41).
 */
import { randomUUID } from 'node:crypto';
import * as O from 'fp-ts/Option';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_PATH } from '@kerching/contract';
import { openPglite, migrate, writeCatalogue, type SqlClient } from '@kerching/adapters-sql';
import { JOB_KEYS } from '@kerching/application/services';
import { getKey } from './keys';
import { CATALOGUE_CHANNEL, RedisCatalogueEvents } from '@kerching/adapters-redis';
import { demoCatalogue } from '@kerching/demo';
import { createApp } from '../http/app';
import { createContainer, serverServices } from './container';

const url = process.env['TEST_REDIS_URL'];
const now = new Date('2026-11-30T12:00:00.000Z');
const silent = pino({ level: 'silent' });

describe.skipIf(url === undefined)('catalogue changes between processes over Redis (TEST_REDIS_URL)', () => {
  let db: SqlClient;
  const events: RedisCatalogueEvents[] = [];
  beforeAll(async () => {
    db = await openPglite('memory://');
    await migrate(db);
    await writeCatalogue(db, demoCatalogue(now));
  });
  afterAll(async () => {
    await Promise.all(events.map((e) => e.close()));
    await db.close();
  });

  // Its own channel, so no other test's changes reach these caches.
  const channel = `${CATALOGUE_CHANNEL}:test:${randomUUID()}`;
  const serverProcess = async () => {
    const catalogueEvents = await RedisCatalogueEvents.connect(url ?? '', silent, channel);
    events.push(catalogueEvents);
    const container = createContainer(db, { now: () => now }, { catalogueEvents });
    const app = createApp({
      log: silent,
      services: serverServices(container),
      sites: { pinned: O.none, hostMap: {}, fallback: 'kerching' },
    });
    const mainDeal = async (): Promise<{ id: number; title: string }> => {
      const answer = await app.request(`${LISTING_PATH}/london`, { headers: { host: 'kerching.localhost' } });
      return ((await answer.json()) as { data: { mainDeal: { id: number; title: string } } }).data.mainDeal;
    };
    return { mainDeal, notify: getKey(container, JOB_KEYS.notifyCatalogueChanged) };
  };

  it("one process's change reaches the other's cached listing", async () => {
    const [writer, reader] = [await serverProcess(), await serverProcess()];
    const before = await reader.mainDeal();
    await db.query('UPDATE deal SET title = $1 WHERE id = $2', ['Meditation, now by candlelight', before.id]);
    // The reader's listing is cached: it still shows what it read.
    expect((await reader.mainDeal()).title).toBe(before.title);

    writer.notify.execute({ sites: ['kerching'] });
    const deadline = Date.now() + 2_000;
    let seen = before.title;
    while (seen === before.title && Date.now() < deadline) {
      await new Promise((wait) => setTimeout(wait, 20));
      seen = (await reader.mainDeal()).title;
    }
    expect(seen).toBe('Meditation, now by candlelight');
  }, 60_000);
});
