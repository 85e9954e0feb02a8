// Prints one closing line, "Tests: N passed, N failed", over the Vitest and Playwright reports.
// Before it, the reasons Vitest tests were skipped for, so that a CI run that lost the data beside
// the checkout (../shared) says so instead of only counting skips.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const skipReasons = new Map();
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    for (const test of report.testResults.flatMap((result) => result.assertionResults)) {
      if (test.status === 'passed' || test.status === 'failed') continue;
      // Suites that skip for missing data say so in their name: "... (needs ../shared/x)".
      const reason = /\((needs [^)]+)\)/.exec(test.fullName)?.[1] ?? test.status;
      skipReasons.set(reason, (skipReasons.get(reason) ?? 0) + 1);
    }
  } else if (report.stats) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
}
if (skipReasons.size > 0) {
  const reasons = [...skipReasons].map(([reason, count]) => `${count} × ${reason}`);
  console.log(`Skipped (Vitest): ${reasons.join(', ')}`);
}
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
