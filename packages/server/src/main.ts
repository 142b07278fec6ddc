/**
 * The server process. `serve` (default): migrate, load the demo catalogue into an empty database,
 * and serve pages, /v1 and assets. `migrate`: only migrate. `catalog:import`, `catalog:export-demo`
 * and `catalog:seed-scale`: see cli/catalogueCommands.ts.
 */
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { pino } from 'pino';
import { SITE_KEYS } from '@kerching/domain/site';
import { catalogueIsEmpty, migrate, PgBossScheduler, sharedServerSecret } from '@kerching/adapters-sql';
import { isCatalogueCommand, runCatalogueCommand } from './cli/catalogueCommands';
import { importCatalogueJson } from './cli/importCatalogue';
import { loadConfig } from './config';
import { openDatabase } from './database';
import { createContainer, pageCacheFor, responseCacheFor, serverServices, systemClock } from './composition/container';
import { DEFAULT_ACCOUNTS_OPTIONS } from './composition/accounts';
import { demoShopStores } from './composition/demoShop';
import { BackgroundWork } from './jobs/backgroundWork';
import { ACCOUNT_REQUEST_LIMITS, scaledRequestLimits } from '@kerching/domain/account';
import { startBackgroundJobs } from './composition/jobs';
import { siteOriginsFor } from './config';
import { demoCatalogueFile, seedDemoShop } from '@kerching/demo';
import { createApp } from './http/app';
import { LOCAL_GOOGLE_CLIENT_ID, LocalIdentityProvider, newServerSecret } from '@kerching/adapters-node';
import { googleSigningKeys } from '@kerching/adapters-http';
import { keptAnswersFirst } from './http/keptAnswersFirst';
import { apiSecurityHeaders } from './http/securityHeaders';
import { RedisCatalogueEvents } from '@kerching/adapters-redis';
import { loadWebBuild } from './webBuild';

const main = async (): Promise<void> => {
  const command = process.argv[2] ?? 'serve';
  const configResult = loadConfig(process.env);
  if (E.isLeft(configResult)) {
    console.error(configResult.left);
    process.exit(1);
  }
  const config = configResult.right;
  const log = pino({ level: config.logLevel, redact: ['req.headers.cookie', '*.password', '*.j_password'] });

  const redisUrl = config.redisUrl;
  if (isCatalogueCommand(command)) {
    const code = await runCatalogueCommand(command, process.argv.slice(3), {
      openDatabase: async () => {
        const db = await openDatabase(config);
        await migrate(db);
        return db;
      },
      out: (line) => console.log(line),
      err: (line) => console.error(line),
      now: () => systemClock.now(),
      cwd: process.env['INIT_CWD'] ?? process.cwd(),
      ...(O.isSome(redisUrl)
        ? {
            catalogueChanged: async () => {
              const events = await RedisCatalogueEvents.connect(redisUrl.value, log);
              await events.announce({ sites: SITE_KEYS }).finally(() => events.close());
            },
          }
        : {}),
    });
    process.exit(code);
  }

  const db = await openDatabase(config);
  const ran = await migrate(db);
  if (ran.length > 0) log.info({ migrations: ran }, 'migrated');
  if (command === 'migrate') {
    await db.close();
    return;
  }
  if (command !== 'serve') {
    console.error(
      `unknown command: ${command} (use serve, migrate, catalog:import, catalog:export-demo or catalog:seed-scale)`,
    );
    process.exit(2);
  }
  const seedingDemo = config.seedDemo && (await catalogueIsEmpty(db));
  if (seedingDemo) {
    // Through the importer, as any catalogue file: checked by the contract's codecs, written in one
    // transaction, then analysed so the planner uses the listing and search indexes from the first request.
    const imported = await importCatalogueJson(
      'the demo catalogue',
      demoCatalogueFile(systemClock.now()),
      { replace: false },
      {
        // The server keeps its database open: the importer's close is not the server's.
        openDatabase: async () => ({ ...db, close: async () => undefined }),
        out: (line) => log.info(line),
        err: (line) => log.error(line),
      },
    );
    if (imported !== 0) throw new Error('the demo catalogue could not be loaded (see the lines above)');
  }

  // With REDIS_URL, catalogue changes reach every process's caches (ADR 41); without, this one's.
  const catalogueEvents = O.isSome(redisUrl)
    ? await RedisCatalogueEvents.connect(redisUrl.value, log).catch((error: unknown) => {
        throw new Error(`REDIS_URL: cannot reach Redis (${error instanceof Error ? error.message : String(error)})`);
      })
    : undefined;
  // Mail that follows an answer (a reset link) runs in this process; a stop waits for it.
  const afterAnswer = new BackgroundWork(log);
  // Delayed and recurring work (ADR 54): pg-boss on PostgreSQL, the scheduled_job table on PGlite.
  const databaseUrl = config.databaseUrl;
  const scheduler = O.isSome(databaseUrl)
    ? { scheduler: new PgBossScheduler({ connectionString: databaseUrl.value, log }) }
    : {};
  // Google sign-in (ADR 65): Google's keys for our client ids, else the local stand-in's own key.
  const googleSignIn =
    config.googleClientIds.length > 0
      ? { kind: 'google' as const, clientIds: config.googleClientIds }
      : { kind: 'local' as const, provider: new LocalIdentityProvider(systemClock) };
  const container = createContainer(db, systemClock, {
    ...scheduler,
    cache: config.cache,
    ...(catalogueEvents === undefined ? {} : { catalogueEvents }),
    accounts: {
      ...DEFAULT_ACCOUNTS_OPTIONS,
      siteOrigins: siteOriginsFor(config),
      google:
        googleSignIn.kind === 'google'
          ? { clientIds: googleSignIn.clientIds, keys: googleSigningKeys(globalThis.fetch, systemClock) }
          : { clientIds: [LOCAL_GOOGLE_CLIENT_ID], keys: [googleSignIn.provider.publicJwk] },
      // Unset, one key made once and kept in the database, so every process knows the same devices.
      deviceSecret: O.isSome(config.deviceCookieSecret)
        ? config.deviceCookieSecret.value
        : await sharedServerSecret(db, 'known-device', newServerSecret()),
      requestLimits: scaledRequestLimits(ACCOUNT_REQUEST_LIMITS, config.requestLimitsScale),
      afterAnswer,
    },
  });
  const services = serverServices(container);
  if (seedingDemo) {
    await seedDemoShop(demoShopStores(db), services, systemClock.now());
    log.info('loaded the demo promotions and shopper');
  }
  const sites = { pinned: config.site, hostMap: config.hostMap, fallback: 'kerching' } as const;
  // Without the answer caches (CACHE=data or off) their middleware is left out, not run empty.
  const answerCaches = config.answerCache
    ? { responseCache: responseCacheFor(container, systemClock), pageCache: pageCacheFor(container, systemClock) }
    : undefined;
  const app = createApp({
    log,
    services,
    sites,
    ...answerCaches,
    devMailbox: O.isNone(config.smtpUrl),
    // One anti-forgery key for every process on this database (ADR 48).
    csrfSecret: O.isSome(config.csrfSecret)
      ? config.csrfSecret.value
      : await sharedServerSecret(db, 'csrf', newServerSecret()),
    trustProxy: config.trustProxy,
    googleSignIn:
      googleSignIn.kind === 'google'
        ? { kind: 'google', clientId: googleSignIn.clientIds[0] ?? '' }
        : { kind: 'local', provider: googleSignIn.provider },
    web: await loadWebBuild(),
  });
  const jobs = startBackgroundJobs(container, systemClock, log, {
    ...(O.isSome(config.smtpUrl) ? { smtp: { url: config.smtpUrl.value, from: config.mailFrom } } : {}),
  });
  const toHono = getRequestListener(app.fetch, { hostname: config.host });
  const listener =
    answerCaches === undefined
      ? toHono
      : keptAnswersFirst(
          {
            cache: answerCaches.responseCache,
            sites,
            log,
            securityHeaders: await apiSecurityHeaders(),
            trustProxy: config.trustProxy,
          },
          toHono,
        );
  const server = createServer(IDLE_CONNECTIONS, listener);
  server.listen(config.port, config.host, () => {
    const lines = O.isSome(config.site)
      ? [`  ${config.site.value}: http://localhost:${config.port}/`]
      : SITE_KEYS.map((key) => `  ${key.padEnd(15)} http://${key}.localhost:${config.port}/`);
    console.log(`Kerching is serving on port ${config.port}:\n${lines.join('\n')}\nPress Ctrl+C to stop.`);
  });

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping');
    server.close(() => {
      void Promise.all([...jobs.map((job) => job.stop()), catalogueEvents?.close(), afterAnswer.settled()])
        .then(() => db.close())
        .finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
};

/**
 * How long an idle keep-alive connection stays open: longer than a client or a load balancer in
 * front keeps one (60 s is common), so the client closes it first. Node's default of 5 s closes
 * connections a client is about to reuse, and the client's next request fails with ECONNRESET.
 * Headers must still arrive within a little more than that.
 */
const IDLE_CONNECTIONS = { keepAliveTimeout: 65_000, headersTimeout: 66_000 } as const;

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
