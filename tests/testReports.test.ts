/**
 * `npm test` ends by naming the tests that failed, read from the runners' JSON reports, so the
 * last screen of a long CI log says what to look at.
 */
import { describe, expect, it } from 'vitest';
import { nodeTestSummary, playwrightSummary, vitestSummary } from '../scripts/testReports.mjs';

describe('the test reports npm test sums up', () => {
  it('counts Vitest tests and names each failed one with the first line of its error', () => {
    const report = {
      numPassedTests: 2,
      numFailedTests: 1,
      testResults: [
        {
          name: '/repo/packages/web/app/a.test.tsx',
          assertionResults: [
            { status: 'passed', fullName: 'A works', failureMessages: [] },
            {
              status: 'failed',
              fullName: 'A times out',
              failureMessages: ['\nError: Test timed out in 5000ms.\n    at somewhere'],
            },
          ],
        },
        { name: '/repo/tests/b.test.ts', assertionResults: [{ status: 'passed', fullName: 'B', failureMessages: [] }] },
      ],
    };
    expect(vitestSummary(report, '/repo')).toEqual({
      passed: 2,
      failed: 1,
      failures: ['packages/web/app/a.test.tsx › A times out: Error: Test timed out in 5000ms.'],
    });
  });

  it('counts Playwright tests, flaky as passed, and names each unexpected one from nested suites', () => {
    // As Playwright writes them: no project name without projects, colours in the message.
    const test = (status: string, message?: string) => ({
      projectName: '',
      status,
      results: message === undefined ? [{ status: 'passed' }] : [{ status: 'failed', error: { message } }],
    });
    const report = {
      stats: { expected: 3, flaky: 1, unexpected: 1, skipped: 0 },
      suites: [
        {
          title: 'shell.spec.ts',
          specs: [{ title: 'top', file: 'shell.spec.ts', line: 3, tests: [test('expected'), test('flaky')] }],
          suites: [
            {
              title: 'kerching shell',
              specs: [
                {
                  title: 'the footer stays put',
                  file: 'shell.spec.ts',
                  line: 40,
                  tests: [
                    test('unexpected', 'Error: \u001b[2mexpect(\u001b[22mreceived).toBe(expected)\n\nExpected: 0'),
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightSummary(report)).toEqual({
      passed: 4,
      failed: 1,
      failures: ['shell.spec.ts:40 › kerching shell › the footer stays put: Error: expect(received).toBe(expected)'],
    });
  });

  it("counts node's test runner from its TAP and names each failed top-level test", () => {
    const tap = [
      'TAP version 13',
      '# Subtest: the wallet pays what it can',
      'ok 1 - the wallet pays what it can',
      '# Subtest: the discount percentage is rounded down',
      '    not ok 1 - an inner step',
      'not ok 2 - the discount percentage is rounded down',
      '  ---',
      '  error: |-',
      '    Expected values to be strictly equal:',
      '  ...',
      '1..2',
      '# tests 2',
      '# pass 1',
      '# fail 1',
    ].join('\n');
    expect(nodeTestSummary(tap, 'examples/price-checker', 1)).toEqual({
      passed: 1,
      failed: 1,
      failures: ['examples/price-checker › the discount percentage is rounded down'],
    });
    expect(nodeTestSummary('# pass 3\n# fail 0\n', 'x')).toEqual({ passed: 3, failed: 0, failures: [] });
    expect(nodeTestSummary('', 'examples/x', 1)).toEqual({
      passed: 0,
      failed: 1,
      failures: ['examples/x: the test run exited with 1'],
    });
  });

  it('reads reports with nothing in them', () => {
    expect(vitestSummary({}, '/repo')).toEqual({ passed: 0, failed: 0, failures: [] });
    expect(playwrightSummary({})).toEqual({ passed: 0, failed: 0, failures: [] });
  });
});
