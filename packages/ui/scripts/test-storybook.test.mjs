import { describe, expect, it } from "vitest";
import { onlyLoadFailures } from "./test-storybook.mjs";

const suite = (status, message = "", tests = []) => ({ status, message, assertionResults: tests });
const COLD_CACHE = "Failed to import test file /repo/node_modules/@storybook/addon-vitest/dist/vitest-plugin/setup-file.js";

describe("onlyLoadFailures", () => {
  it("is true when the failed suites are only ones whose files did not load", () => {
    const report = { numFailedTests: 0, testResults: [suite("passed", "", [{ status: "passed" }]), suite("failed", COLD_CACHE)] };
    expect(onlyLoadFailures(report)).toBe(true);
    expect(onlyLoadFailures({ numFailedTests: 0, testResults: [suite("failed", "TypeError: Failed to fetch dynamically imported module: http://127.0.0.1:63315/x.js")] })).toBe(true);
  });

  it("is false when a test failed, a suite failed otherwise, or there is no report", () => {
    expect(onlyLoadFailures({ numFailedTests: 1, testResults: [suite("failed", COLD_CACHE), suite("failed", "", [{ status: "failed" }])] })).toBe(false);
    expect(onlyLoadFailures({ numFailedTests: 0, testResults: [suite("failed", "SyntaxError: Unexpected token")] })).toBe(false);
    expect(onlyLoadFailures({ numFailedTests: 0, testResults: [suite("passed", "", [{ status: "passed" }])] })).toBe(false);
    expect(onlyLoadFailures(null)).toBe(false);
  });
});
