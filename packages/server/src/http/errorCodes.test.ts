/**
 * One way to answer (issue 41 item 5): /v1 answers every code with the contract's one error table,
 * and every error code written anywhere in production source has a row in it. The React edge's side
 * (an action answers the table's status) is web/app/purchase/errorParity.test.ts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ERROR_TABLE, type ErrorCode } from '@kerching/contract/error-table';
import { errorResponse } from './errors';

const root = join(import.meta.dirname, '..', '..', '..', '..');

/** Every production source file (no tests, no testing helpers) of every package. */
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', '.tsbuild', 'build', 'testing', 'dist'].includes(entry.name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** A code written where an error is made or matched: `code: 'X.Y'`, `DomainError<'X.Y' | ...>`, `errorResponse(c, 'X.Y')`. */
const CODE_SITE =
  /(?:code: |code === |code !== |DomainError<\s*|\|\s*|domainError\(|errorResponse\(c, |purchaseError\(|accountError\(|queryOr\(|failed\()'([A-Z][A-Z_]*\.[A-Z][A-Z_0-9]*)'/g;

const writtenCodes = (): ReadonlyMap<string, string> => {
  const packages = join(root, 'packages');
  const files = readdirSync(packages).flatMap((name) =>
    ['src', 'app'].flatMap((folder) => {
      try {
        return sourceFiles(join(packages, name, folder));
      } catch {
        return [];
      }
    }),
  );
  const codes = new Map<string, string>();
  for (const file of files)
    for (const match of readFileSync(file, 'utf8').matchAll(CODE_SITE))
      if (match[1] !== undefined && !codes.has(match[1])) codes.set(match[1], relative(root, file));
  return codes;
};

describe('the one error table', () => {
  it('has a row for every error code written in production source', () => {
    const codes = writtenCodes();
    // The scan finds the families: if it found few, the pattern (not the table) is broken.
    expect(codes.size).toBeGreaterThan(150);
    const missing = [...codes].filter(([code]) => !Object.prototype.hasOwnProperty.call(ERROR_TABLE, code));
    expect(missing).toEqual([]);
  });

  it('is what /v1 answers for every code: the same status and message', async () => {
    const app = new Hono();
    app.get('/:code', (c) => errorResponse(c, c.req.param('code')));
    for (const [code, answer] of Object.entries(ERROR_TABLE) as [ErrorCode, { status: number; message: string }][]) {
      const res = await app.request(`/${encodeURIComponent(code)}`);
      expect({ code, status: res.status }).toEqual({ code, status: answer.status });
      expect(await res.json()).toEqual({ error: { code, message: answer.message } });
    }
  });
});
