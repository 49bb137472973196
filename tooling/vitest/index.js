// One Vitest setup for every workspace: colocated `*.test.ts(x)`, a JSON report that the
// test summary (scripts/summarize-tests.mjs) totals, and the Lingui macro for React code.
// Plain JS: Vite loads configs of workspace dependencies without transpiling them.
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { TEST_NOW } from "./clock.js";

const linguiConfig = fileURLToPath(new URL("../../packages/i18n/lingui.config.ts", import.meta.url));
const reactSetup = fileURLToPath(new URL("./react-setup.js", import.meta.url));

/** @param {import("./index").RepoVitestOptions} [options] */
export function createVitestConfig(options = {}) {
  const { environment = "node", setupFiles = [], include = ["src/**/*.test.{ts,tsx}"] } = options;
  if (options.react) process.env.LINGUI_CONFIG ??= linguiConfig;
  return defineConfig({
    plugins: options.react ? [react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } })] : [],
    // One Testing Library per project, so that react-setup.js configures the copy the tests use.
    resolve: options.react ? { dedupe: ["@testing-library/react", "@testing-library/dom"] } : {},
    test: {
      name: options.name,
      environment,
      include,
      setupFiles: options.react ? [reactSetup, ...setupFiles] : setupFiles,
      // Two suites share two cores in CI: a test's time limit is about hangs, not speed.
      testTimeout: 20_000,
      // The machine's zone is never read: every suite runs in UTC wherever it runs (the clock is
      // injected per test, see clock.js).
      env: { TZ: "UTC" },
      // vi.useFakeTimers() starts at TEST_NOW, not at the machine's time (a test may still pass `now`).
      fakeTimers: { loopLimit: 10_000, shouldClearNativeTimers: true, now: TEST_NOW },
      restoreMocks: true,
      unstubGlobals: true,
      unstubEnvs: true,
      reporters: ["default", "json"],
      outputFile: { json: ".reports/unit.json" },
    },
  });
}

export default createVitestConfig;
