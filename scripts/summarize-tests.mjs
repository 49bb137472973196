// Totals every suite the test run produced into one line: `N passed, N failed`.
// Reads the JSON reports the suites write (.reports/unit.json and storybook.json from Vitest,
// .reports/e2e.json from Playwright, .reports/budget.json from scripts/check-budget.mjs, one test per
// route) and turbo's run summaries (.turbo/runs/*.json) for the static
// checks and for any test task that crashed before writing its report.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const suites = { checks: zero(), unit: zero(), storybook: zero(), e2e: zero(), budget: zero() };
const problems = [];

function zero() {
  return { passed: 0, failed: 0, skipped: 0 };
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** Vitest's json reporter and Playwright's json reporter have different shapes. */
function countReport(file) {
  const report = readJson(file);
  if (!report) return null;
  if (report.stats && "expected" in report.stats) {
    const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
    return { passed: expected + flaky, failed: unexpected, skipped };
  }
  if ("numTotalTests" in report) {
    // A file that failed to load counts as a failure even when it reported no tests.
    const brokenFiles = (report.testResults ?? []).filter(
      (r) => r.status === "failed" && (r.assertionResults ?? []).length === 0,
    ).length;
    return {
      passed: report.numPassedTests ?? 0,
      failed: (report.numFailedTests ?? 0) + brokenFiles,
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    };
  }
  return null;
}

const reportOf = {
  test: ["unit", "unit.json"],
  "test:storybook": ["storybook", "storybook.json"],
  "test:e2e": ["e2e", "e2e.json"],
  "test:budget": ["budget", "budget.json"],
};
const runsDir = path.join(root, ".turbo", "runs");
const runs = fs.existsSync(runsDir) ? fs.readdirSync(runsDir).filter((f) => f.endsWith(".json")) : [];
if (runs.length === 0) problems.push("no turbo run summary found: did the runs start at all?");

for (const run of runs) {
  const summary = readJson(path.join(runsDir, run));
  for (const task of summary?.tasks ?? []) {
    const exitCode = task.execution?.exitCode;
    if (task.command === "<NONEXISTENT>" || exitCode === undefined) continue;
    const name = `${task.package}#${task.task}`;
    if (reportOf[task.task]) {
      const [suite, fileName] = reportOf[task.task];
      const counts = countReport(path.join(root, task.directory, ".reports", fileName));
      if (counts) {
        for (const k of Object.keys(counts)) suites[suite][k] += counts[k];
        if (exitCode !== 0 && counts.failed === 0) {
          suites[suite].failed += 1;
          problems.push(`${name} exited with ${exitCode} although its tests passed`);
        }
      } else if (exitCode !== 0) {
        suites[suite].failed += 1;
        problems.push(`${name} failed before writing a report (exit ${exitCode})`);
      } else {
        problems.push(`${name} wrote no report`);
      }
    } else if (["typecheck", "lint", "check", "build", "build-storybook"].includes(task.task)) {
      if (exitCode === 0) suites.checks.passed += 1;
      else {
        suites.checks.failed += 1;
        problems.push(`${name} failed (exit ${exitCode})`);
      }
    }
  }
}

const pad = (s, n) => String(s).padEnd(n);
console.log("");
for (const [suite, c] of Object.entries(suites)) {
  console.log(`  ${pad(suite, 10)} ${pad(c.passed, 5)} passed  ${pad(c.failed, 4)} failed  ${c.skipped} skipped`);
}
for (const p of problems) console.log(`  ! ${p}`);
const passed = Object.values(suites).reduce((n, c) => n + c.passed, 0);
const failed = Object.values(suites).reduce((n, c) => n + c.failed, 0);
const total = passed + failed;
console.log("");
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || total === 0 ? 1 : 0);
