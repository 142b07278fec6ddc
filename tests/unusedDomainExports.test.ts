/**
 * The unused-domain-exports guard (scripts/unused-domain-exports.mjs, ADR 0058) on a small
 * repository written to a temporary folder: an export that no production file reaches fails the
 * check until it is on the dated allow-list; a stale or outdated entry fails it too.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, '..', 'scripts', 'unused-domain-exports.mjs');
const fixture = mkdtempSync(join(tmpdir(), 'unused-domain-exports-'));
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(fixture, path)), { recursive: true });
  writeFileSync(join(fixture, path), text);
};

write('packages/domain/src/thing/index.ts', "export * from './rules';\nexport * from './orphan';\n");
write(
  'packages/domain/src/thing/rules.ts',
  [
    'const helper = (n: number): number => n + 1;',
    'export type Amount = number;',
    'export const usedRule = (n: Amount): number => helper(n);',
    'export const helperOnlyTheDomainCalls = (n: number): number => usedRule(n) * 2;',
    'export const onlyTestsCallIt = (): number => 3;',
    '',
  ].join('\n'),
);
write('packages/domain/src/thing/orphan.ts', 'export const orphanRule = (): string => "nobody calls me";\n');
write(
  'packages/app/src/main.ts',
  "import { usedRule, helperOnlyTheDomainCalls } from '@kerching/domain/thing';\nexport const run = () => usedRule(1) + helperOnlyTheDomainCalls(2);\n",
);
// Tests and testing helpers are not production callers.
write(
  'packages/app/src/main.test.ts',
  "import { orphanRule, onlyTestsCallIt } from '@kerching/domain/thing';\norphanRule(); onlyTestsCallIt();\n",
);
write('packages/app/src/testing/builders.ts', "export { orphanRule } from '@kerching/domain/thing';\n");

afterAll(() => rmSync(fixture, { recursive: true, force: true }));

const check = (allow: unknown[]) => {
  writeFileSync(join(fixture, 'allow.json'), JSON.stringify(allow));
  const result = spawnSync(
    process.execPath,
    [script, '--root', fixture, '--allow', join(fixture, 'allow.json'), '--today', '2026-12-07'],
    { encoding: 'utf8' },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
};
const entry = (name: string, file: string, until = '2027-02-01') => ({
  export: name,
  file: `packages/domain/src/thing/${file}`,
  until,
  issue: 47,
  why: 'wired by a later issue',
});

describe('the unused domain exports guard', () => {
  it('fails on an export no production file reaches and names it', () => {
    const { status, output } = check([entry('onlyTestsCallIt', 'rules.ts')]);
    expect(status).toBe(1);
    expect(output).toMatch(/UNUSED {2}orphanRule {2}packages\/domain\/src\/thing\/orphan\.ts/);
    expect(output).toContain('orphanRule (packages/domain/src/thing/orphan.ts) has no production caller');
  });

  it('passes when every unused export is on the allow-list, and keeps used ones off the list', () => {
    const { status, output } = check([
      entry('orphanRule', 'orphan.ts'),
      { ...entry('onlyTestsCallIt', 'rules.ts'), export: ['onlyTestsCallIt'] },
    ]);
    expect(output).not.toMatch(/usedRule|helperOnlyTheDomainCalls|Amount/);
    expect(status).toBe(0);
  });

  it('fails when an allowed export is now used, no longer exists, or its date has passed', () => {
    const listed = [entry('orphanRule', 'orphan.ts'), entry('onlyTestsCallIt', 'rules.ts')];
    expect(check([...listed, entry('usedRule', 'rules.ts')]).output).toContain(
      'usedRule (packages/domain/src/thing/rules.ts) now has a production caller',
    );
    expect(check([...listed, entry('gone', 'rules.ts')]).status).toBe(1);
    const late = check([entry('orphanRule', 'orphan.ts', '2026-12-06'), entry('onlyTestsCallIt', 'rules.ts')]);
    expect(late.status).toBe(1);
    expect(late.output).toContain('was allowed until 2026-12-06 for issue 47');
  });
});

describe('--prune', () => {
  it('drops the allow-list names that are now used or gone, and keeps the rest as they were', () => {
    const allowFile = join(fixture, 'allow.json');
    const kept = entry('orphanRule', 'orphan.ts');
    writeFileSync(
      allowFile,
      JSON.stringify([
        kept,
        { ...entry('onlyTestsCallIt', 'rules.ts'), export: ['onlyTestsCallIt', 'usedRule', 'gone'] },
      ]),
    );
    const result = spawnSync(process.execPath, [script, '--root', fixture, '--allow', allowFile, '--prune'], {
      encoding: 'utf8',
    });
    expect(result.status).toBe(0);
    expect(JSON.parse(readFileSync(allowFile, 'utf8'))).toEqual([kept, entry('onlyTestsCallIt', 'rules.ts')]);
  });
});
