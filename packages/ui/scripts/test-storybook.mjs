// `pnpm test:storybook`: the stories as tests (vitest.storybook.config.ts), run once more only when a run
// failed to load its files and no test failed. On a cold Vite cache a brand's browser can lose its
// imports while Vite re-optimizes dependencies mid-run ("Failed to import test file …", "Failed to fetch
// dynamically imported module"): every suite of that project fails with no test run. The second run
// has a warm cache. A failing test, or any other failure, is never run again.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const packageDir = path.resolve(import.meta.dirname, "..");
const report = path.join(packageDir, ".reports", "storybook.json");
const LOAD_FAILURE = /Failed to import test file|Failed to fetch dynamically imported module/;

function runStories() {
  fs.rmSync(report, { force: true });
  const result = spawnSync("pnpm", ["exec", "vitest", "run", "--config", "vitest.storybook.config.ts"], { cwd: packageDir, stdio: "inherit" });
  return result.status ?? 1;
}

/** True when the run's only failures are suites that did not load (none of their tests ran). */
export function onlyLoadFailures(result) {
  if (!result || result.numFailedTests !== 0) return false;
  const failed = result.testResults.filter((suite) => suite.status === "failed");
  return failed.length > 0 && failed.every((suite) => suite.assertionResults.length === 0 && LOAD_FAILURE.test(suite.message ?? ""));
}

function readReport() {
  try {
    return JSON.parse(fs.readFileSync(report, "utf8"));
  } catch {
    return null;
  }
}

if (process.argv[1] === import.meta.filename) {
  let status = runStories();
  if (status !== 0 && onlyLoadFailures(readReport())) {
    console.log("\ntest:storybook: suites failed to load their files and no test failed (a cold Vite cache); running once more\n");
    status = runStories();
  }
  process.exit(status);
}
