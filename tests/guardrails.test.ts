/**
 * Proves the dependency rule bites: a forbidden import written into a package makes the same
 * check `npm test` runs (dependency-cruiser with .dependency-cruiser.cjs) fail, naming the rule.
 */
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const probes: string[] = [];

const probe = (relativePath: string, source: string): string => {
  const file = join(root, relativePath);
  writeFileSync(file, source);
  probes.push(file);
  return relativePath;
};

const cruise = (...paths: string[]) => {
  const result = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
      '--config',
      '.dependency-cruiser.cjs',
      '--output-type',
      'err',
      ...paths,
    ],
    { cwd: root, encoding: 'utf8' },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
};

afterEach(() => {
  for (const file of probes.splice(0)) rmSync(file, { force: true });
});

describe('the dependency rule', () => {
  it('fails when web imports adapters-sql', () => {
    const file = probe(
      'packages/web/app/__probe_forbidden.ts',
      "import { openPglite } from '@kerching/adapters-sql';\nexport const x = openPglite;\n",
    );
    const result = cruise(file);
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('web-never-sql');
  });

  it('fails when the server imports web source', () => {
    const file = probe(
      'packages/server/src/__probe_forbidden.ts',
      "import type { KerchingLoadContext } from '@kerching/web/load-context';\nexport type X = KerchingLoadContext;\n",
    );
    const result = cruise(file);
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('server-never-web');
  });

  it('fails when the demo imports an adapter or the server', () => {
    const adapterFile = probe(
      'packages/demo/src/__probe_adapter.ts',
      "import { openPglite } from '@kerching/adapters-sql';\nexport const x = openPglite;\n",
    );
    const serverFile = probe(
      'packages/demo/src/__probe_server.ts',
      "import { loadConfig } from '../../server/src/config';\nexport const x = loadConfig;\n",
    );
    const result = cruise(adapterFile, serverFile);
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('demo-uses-the-core');
    expect(result.output).toContain('packages/demo/src/__probe_server.ts → packages/server/src/config.ts');
  });

  it('fails when domain imports react', () => {
    const file = probe(
      'packages/domain/src/__probe_forbidden.ts',
      "import { useState } from 'react';\nexport const x = useState;\n",
    );
    const result = cruise(file);
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('domain-is-pure');
  });

  it('fails when domain reads the file system or an adapter imports another', () => {
    const domainFile = probe(
      'packages/domain/src/__probe_fs.ts',
      "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n",
    );
    const adapterFile = probe(
      'packages/adapters-http/src/__probe_adapter.ts',
      "import { openPglite } from '@kerching/adapters-sql';\nexport const x = openPglite;\n",
    );
    const result = cruise(domainFile, adapterFile);
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('domain-is-pure');
    expect(result.output).toContain('adapters-never-each-other');
  });

  it('passes on the code as it is', () => {
    const result = cruise('packages/domain/src', 'packages/web/app', 'packages/adapters-http/src', 'packages/demo/src');
    expect(result.output).not.toContain('error');
    expect(result.status).toBe(0);
  });
});
