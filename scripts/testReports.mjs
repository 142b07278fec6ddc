// Reads the runners' JSON reports into the counts and the failed tests that `npm test` prints
// last, so the end of a long run says what failed, not only how many.

// eslint-disable-next-line no-control-regex -- the colour codes are what it removes
const COLOUR = /\u001b\[[0-9;]*m/g;

/** The first non-blank line of a failure message, without terminal colours. */
const firstLine = (message) =>
  (
    String(message ?? '')
      .replace(COLOUR, '')
      .split('\n')
      .find((l) => l.trim() !== '') ?? ''
  ).trim();

/** Vitest's JSON report: its counts and a line per failed test (file › name: first line of the error). */
export const vitestSummary = (report, root) => ({
  passed: report.numPassedTests ?? 0,
  failed: report.numFailedTests ?? 0,
  failures: (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((t) => t.status === 'failed')
      .map((t) => `${file.name.replace(`${root}/`, '')} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`),
  ),
});

// A file's own suite is titled with the file's name, which the line already gives.
const unexpected = (suite, titles = []) => [
  ...(suite.specs ?? []).flatMap((spec) =>
    (spec.tests ?? [])
      .filter((t) => t.status === 'unexpected')
      .map((t) => {
        const name = [t.projectName, ...titles, spec.title].filter((part) => part).join(' › ');
        return `${spec.file}:${spec.line} › ${name}: ${firstLine(t.results?.at(-1)?.error?.message)}`;
      }),
  ),
  ...(suite.suites ?? []).flatMap((inner) => unexpected(inner, [...titles, inner.title])),
];

/** Playwright's JSON report: flaky tests count as passed (they passed on a retry), as in its own summary. */
export const playwrightSummary = (report) => ({
  passed: (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0),
  failed: report.stats?.unexpected ?? 0,
  failures: (report.suites ?? []).flatMap((file) => unexpected(file)),
});

/**
 * Node's test runner, as TAP (`--test-reporter=tap`): its `# pass` and `# fail` counts and a line
 * per failed top-level test (`where › name`). A run that exited non-zero with no failed test (a
 * crash, a file that did not load) counts as one failure.
 */
export const nodeTestSummary = (tap, where, exitCode = 0) => {
  const count = (word) => Number(tap.match(new RegExp(`^# ${word} (\\d+)$`, 'm'))?.[1] ?? 0);
  const failures = [...tap.matchAll(/^not ok \d+ - (.*)$/gm)].map((m) => `${where} › ${m[1]}`);
  const failed = Math.max(count('fail'), failures.length);
  return exitCode !== 0 && failed === 0
    ? { passed: count('pass'), failed: 1, failures: [`${where}: the test run exited with ${exitCode}`] }
    : { passed: count('pass'), failed, failures };
};
