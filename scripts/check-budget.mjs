// The first-load JavaScript budget of `npm test` (task `test:budget` of each app, after its build and the
// floor's): every page route of the app in the current directory, whatever routes it has, must stay
// within the floor's first load + the ceiling of perf-budget.json (a ratchet that comes down to the
// target + the margin as routes get lighter); routes above the target are listed. A rule, not a list: a
// new route is checked as soon as it is built. Prints each route against the budget, fails the run with
// the route, its size and the budget, and writes .reports/budget.json (one test per route) for
// scripts/summarize-tests.mjs. It reads the existing builds (the e2e's), it does not build.
//   cd apps/xworld && node ../../scripts/check-budget.mjs
import fs from "node:fs";
import path from "node:path";
import { firstLoadByRoute, hasBuild, isPageRoute, kB } from "./perf/first-load.mjs";

const root = path.resolve(import.meta.dirname, "..");
const appDir = process.cwd();
const app = JSON.parse(fs.readFileSync(path.join(appDir, "package.json"), "utf8")).name;
const budgetFile = JSON.parse(fs.readFileSync(path.join(root, "perf-budget.json"), "utf8"));
const { targetOverFloorKb, marginKb, ceilingOverFloorKb } = budgetFile.firstLoadJs;
// The enforced budget: the ceiling while routes are above the target, never looser than the target + margin.
const overFloorBudgetKb = Math.max(ceilingOverFloorKb ?? 0, targetOverFloorKb + marginKb);

/** The routes' results in the shape of Vitest's JSON report, which the test summary totals. */
function writeReport(results) {
  const failed = results.filter((r) => r.status === "failed").length;
  const report = {
    numTotalTests: results.length,
    numPassedTests: results.length - failed,
    numFailedTests: failed,
    numPendingTests: 0,
    numTodoTests: 0,
    testResults: [{ name: "first-load JS budget", status: failed > 0 ? "failed" : "passed", assertionResults: results }],
  };
  fs.mkdirSync(path.join(appDir, ".reports"), { recursive: true });
  fs.writeFileSync(path.join(appDir, ".reports", "budget.json"), JSON.stringify(report, null, 2));
}

function fail(message) {
  console.error(`${app}: ${message}`);
  writeReport([{ title: "budget can be checked", fullName: `${app} budget can be checked`, status: "failed", failureMessages: [message] }]);
  process.exit(1);
}

const floorDir = path.join(root, "tooling", "floor", ".next");
const appNext = path.join(appDir, ".next");
if (!hasBuild(floorDir)) fail(`no floor build at ${floorDir} (pnpm --filter @repo/floor build)`);
if (!hasBuild(appNext)) fail(`no build at ${appNext}`);

const floor = firstLoadByRoute(floorDir).routes.find((r) => r.route === "/");
if (!floor) fail("the floor has no / route");
const target = floor.firstLoad + targetOverFloorKb * 1000;
const budget = floor.firstLoad + overFloorBudgetKb * 1000;

const rows = firstLoadByRoute(appNext).routes.filter((r) => isPageRoute(r.route));
console.log(
  `\n${app}: first-load JS per route (gzip, kB) against the budget ${kB(budget)} kB ` +
    `(floor ${kB(floor.firstLoad)} + ${overFloorBudgetKb}; the target is floor + ${targetOverFloorKb} = ${kB(target)} kB)`,
);
const why = `the floor's ${kB(floor.firstLoad)} kB + the ceiling of ${overFloorBudgetKb} kB`;
const results = rows.map(({ route, firstLoad }) => {
  const over = firstLoad > budget;
  const mark = over
    ? `OVER BUDGET by ${kB(firstLoad - budget)} kB`
    : firstLoad > target + marginKb * 1000
      ? `over target by ${kB(firstLoad - target)} kB`
      : firstLoad > target
        ? "over target, within margin"
        : "ok";
  console.log(`  ${route.padEnd(48)} ${kB(firstLoad).padStart(7)}  ${mark}`);
  const title = `${route} first-load JS within budget`;
  return {
    title,
    fullName: `${app} ${title}`,
    status: over ? "failed" : "passed",
    failureMessages: over ? [`${app} ${route}: ${kB(firstLoad)} kB of first-load JS (gzip) is over its budget of ${kB(budget)} kB (${why})`] : [],
  };
});
writeReport(results);
const failures = results.filter((r) => r.status === "failed");
for (const f of failures) console.error(`  ✗ ${f.failureMessages[0]}`);
const onTarget = rows.filter((r) => r.firstLoad <= target + marginKb * 1000).length;
console.log(`${app}: ${results.length - failures.length} of ${results.length} routes within budget, ${onTarget} within the target (+ margin)`);
process.exit(failures.length > 0 ? 1 : 0);
