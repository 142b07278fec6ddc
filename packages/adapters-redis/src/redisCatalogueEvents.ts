/**
 * Catalogue changes shared by every process on one Redis (`REDIS_URL`), over pub/sub (ADR 41).
 *
 * Each process keeps its deal data for 10 minutes (spec 2 §9) and drops a site's when its catalogue
 * changes. In one process the change is an in-memory stream (InMemoryCatalogueEvents); with several
 * behind a load balancer, a sell-out or an import in one must reach the others, or they show the old
 * deals until their entries expire. Here a change reaches this process's caches at once, as in
 * memory, and every other process through the channel. A process ignores its own messages.
 *
 * Redis keeps nothing of a message: a process that was not connected when one went out never gets
 * it. So when the subscription comes back after a lost connection, the process drops every site's
 * deal data, which is then read again from the database.
 */
import { randomUUID } from 'node:crypto';
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import type { Logger } from 'pino';
import { createClient } from 'redis';
import { Subject, type Observable } from 'rxjs';
import { isSiteKey, SITE_KEYS, type SiteKey } from '@kerching/domain/site';
import type { CatalogueChange, CatalogueEvents } from '@kerching/ports';

export const CATALOGUE_CHANNEL = 'kerching:catalogue-changes';

/** What goes over the channel: the changed sites, and which process sent them. */
export interface CatalogueMessage {
  readonly from: string;
  readonly sites: ReadonlyArray<SiteKey>;
}

const MessageCodec = t.type({ from: t.string, sites: t.array(t.string) });

export const encodeCatalogueMessage = (message: CatalogueMessage): string =>
  JSON.stringify({ from: message.from, sites: message.sites });

/** A message of the channel, or undefined for anything else (not JSON, another shape, an unknown site). */
export const decodeCatalogueMessage = (text: string): CatalogueMessage | undefined => {
  const json = E.tryCatch(() => JSON.parse(text) as unknown, E.toError);
  const decoded = E.isRight(json) ? MessageCodec.decode(json.right) : undefined;
  if (decoded === undefined || E.isLeft(decoded)) return undefined;
  const sites = decoded.right.sites.filter(isSiteKey);
  return sites.length === decoded.right.sites.length ? { from: decoded.right.from, sites } : undefined;
};

/** What this needs of a Redis client. */
interface RedisClient {
  publish(channel: string, message: string): Promise<unknown>;
  subscribe(channel: string, listener: (message: string) => void): Promise<void>;
  on(event: 'ready', listener: () => void): unknown;
  close(): Promise<void>;
}

/** Waits between attempts once connected: 50 ms doubling to 5 s, for as long as it takes. */
const reconnectAfter = (retries: number): number => Math.min(50 * 2 ** retries, 5_000);

/**
 * A client that fails at once if Redis cannot be reached at start (the server then refuses to
 * start, with the reason), and reconnects for as long as it takes once it has been connected.
 */
const connectedClient = async (url: string, log: Logger, name: string): Promise<RedisClient> => {
  let connected = false;
  const client = createClient({
    url,
    // Shown by CLIENT LIST, so an operator can tell the processes' connections apart.
    name,
    socket: { connectTimeout: 5_000, reconnectStrategy: (retries) => (connected ? reconnectAfter(retries) : false) },
  });
  client.on('error', (error: unknown) => {
    if (connected) log.warn({ err: error, client: name }, 'redis connection lost; reconnecting');
  });
  await client.connect();
  connected = true;
  return client;
};

export class RedisCatalogueEvents implements CatalogueEvents {
  private readonly subject = new Subject<CatalogueChange>();

  private constructor(
    /** This process, so it can ignore the messages it sent. */
    readonly id: string,
    private readonly publisher: RedisClient,
    private readonly subscriber: RedisClient,
    private readonly log: Logger,
    private readonly channel: string,
  ) {}

  /**
   * Connects two clients (a subscribed connection takes no other commands) and subscribes. Tests
   * give each case its own channel, so cases running side by side do not hear each other.
   */
  static async connect(url: string, log: Logger, channel = CATALOGUE_CHANNEL): Promise<RedisCatalogueEvents> {
    const id = randomUUID();
    const publisher = await connectedClient(url, log, `kerching-catalogue-publisher-${id}`);
    const subscriber = await connectedClient(url, log, `kerching-catalogue-subscriber-${id}`).catch(
      async (error: unknown) => {
        await publisher.close();
        throw error;
      },
    );
    const events = new RedisCatalogueEvents(id, publisher, subscriber, log, channel);
    await subscriber.subscribe(channel, (text) => events.received(text));
    // 'ready' again means the connection was lost and the client has subscribed again.
    subscriber.on('ready', () => events.resubscribed());
    return events;
  }

  get changes$(): Observable<CatalogueChange> {
    return this.subject.asObservable();
  }

  publish(change: CatalogueChange): void {
    // The writer has already written: a lost message costs freshness (up to 10 minutes), never the write.
    this.announce(change).catch((error: unknown) =>
      this.log.warn({ err: error, sites: change.sites }, 'catalogue change not shared'),
    );
  }

  /** `publish`, resolved once Redis has taken the message (a command-line import waits for it). */
  async announce(change: CatalogueChange): Promise<void> {
    this.subject.next(change);
    await this.publisher.publish(this.channel, encodeCatalogueMessage({ from: this.id, sites: change.sites }));
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.subscriber.close(), this.publisher.close()]);
    this.subject.complete();
  }

  private received(text: string): void {
    const message = decodeCatalogueMessage(text);
    if (message === undefined) {
      this.log.warn({ channel: this.channel }, 'not a catalogue change; ignored');
      return;
    }
    if (message.from !== this.id && message.sites.length > 0) this.subject.next({ sites: message.sites });
  }

  private resubscribed(): void {
    this.log.info('catalogue changes resubscribed; dropping every site’s deal data');
    this.subject.next({ sites: SITE_KEYS });
  }
}
