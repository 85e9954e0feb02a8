// Prints one closing line, "Tests: N passed, N failed", over the Vitest and Playwright reports.
// Before it, the names of the failed tests (the end of a long CI log is often all one sees), and
// the reasons Vitest tests were skipped for, so that a CI run that lost the data beside the
// checkout (../shared) says so instead of only counting skips.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const skipReasons = new Map();
const failures = [];
/** [seconds, file] of every suite file, to say where CI's minutes go (keep it under 20). */
const durations = [];

/** Playwright's specs, through its nested suites, each with the file it is in. */
function* playwrightSpecs(suites) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) yield spec;
    yield* playwrightSpecs(suite.suites);
  }
}
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    for (const result of report.testResults)
      durations.push([(result.endTime - result.startTime) / 1000, result.name]);
    for (const test of report.testResults.flatMap((result) => result.assertionResults)) {
      if (test.status === 'failed') failures.push(test.fullName);
      if (test.status === 'passed' || test.status === 'failed') continue;
      // Suites that skip for missing data say so in their name: "... (needs ../shared/x)".
      const reason = /\((needs [^)]+)\)/.exec(test.fullName)?.[1] ?? test.status;
      skipReasons.set(reason, (skipReasons.get(reason) ?? 0) + 1);
    }
  } else if (report.stats) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    for (const spec of playwrightSpecs(report.suites)) {
      const seconds = spec.tests
        .flatMap((t) => t.results ?? [])
        .reduce((s, r) => s + r.duration, 0);
      durations.push([seconds / 1000, `${spec.file} › ${spec.title}`]);
      if (spec.tests.some((t) => t.status === 'unexpected'))
        failures.push(`${spec.file} › ${spec.title}`);
    }
  }
}
durations.sort((a, b) => b[0] - a[0]);
console.log('Slowest suites and specs (s):');
for (const [seconds, name] of durations.slice(0, 15))
  console.log(`  ${seconds.toFixed(1).padStart(7)}  ${name.replace(process.cwd() + '/', '')}`);
for (const name of failures) console.log(`Failed: ${name}`);
if (skipReasons.size > 0) {
  const reasons = [...skipReasons].map(([reason, count]) => `${count} × ${reason}`);
  console.log(`Skipped (Vitest): ${reasons.join(', ')}`);
}
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
