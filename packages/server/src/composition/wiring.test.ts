/**
 * One way to wire (ADR 63): every use-case key the edges and the jobs use is bound in the server's
 * container, and resolving the bundles gives each name a working use-case.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlClient } from '@kerching/adapters-sql';
import { embeddedTestDatabase } from '@kerching/adapters-sql/testing';
import { JOB_KEYS, SERVICE_KEYS, type KeyTree } from '@kerching/application/services';
import { TOKENS, type Key } from '@kerching/ports';
import { createContainer, serverServices } from './container';
import { getKey } from './keys';

const keysOf = (tree: KeyTree): ReadonlyArray<[string, Key<unknown>]> =>
  Object.entries(tree).flatMap(([name, node]): ReadonlyArray<[string, Key<unknown>]> =>
    typeof node === 'symbol' ? [[name, node]] : keysOf(node).map(([inner, k]) => [`${name}.${inner}`, k]),
  );

describe('the server container', () => {
  let db: SqlClient;
  beforeAll(async () => {
    db = await embeddedTestDatabase.open();
  });
  afterAll(async () => {
    await db.close();
  });

  it('binds every use-case key and every port key', () => {
    const container = createContainer(db);
    const all = [...keysOf(SERVICE_KEYS), ...keysOf(JOB_KEYS), ...keysOf(TOKENS)];
    const unbound = all.filter(([, k]) => !container.isBound(k)).map(([name]) => name);
    expect(unbound).toEqual([]);
    for (const [name, k] of all) expect(getKey(container, k), name).toBeDefined();
  });

  it('resolves the bundles in the shape of the keys', () => {
    const services = serverServices(createContainer(db));
    expect(Object.keys(services).sort()).toEqual(Object.keys(SERVICE_KEYS).sort());
    expect(Object.keys(services.purchase).sort()).toEqual(Object.keys(SERVICE_KEYS.purchase).sort());
    expect(typeof services.purchase.addToBasket.execute).toBe('function');
  });
});
