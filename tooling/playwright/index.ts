// One Playwright setup for both apps: Debian Chromium, the dev API and the built app started on
// loopback ports of their own, serial workers (the dev API's state is shared), a JSON report that the
// test summary totals.
import { defineConfig, devices, type PlaywrightTestConfig, type Project } from "@playwright/test";
import path from "node:path";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  "--disable-features=Translate,MediaRouter,OptimizationHints",
];

export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: CHROMIUM_ARGS,
};

export interface AppE2EOptions {
  /** Directory of the app (its package.json); `import.meta.dirname` of the config file. */
  appDir: string;
  /** Port the built app listens on during the run. */
  appPort: number;
  /** Port of the dev API started for the run. */
  apiPort: number;
  /** Playwright projects; defaults to one per platform, by folder (see PLATFORM_PROJECTS). */
  projects?: Project[];
  /** Extra environment for `next start`. */
  appEnv?: Record<string, string>;
}

/** A phone-sized Chromium context (the product is mobile-first). */
export const phone = {
  ...devices["Pixel 7"],
  browserName: "chromium" as const,
  launchOptions: chromiumLaunch,
};

/**
 * One project per platform the product runs on. A test's folder says which: e2e/telegram/ (opened as a
 * mini app with signed init data and a fake Telegram client), e2e/native/ (the bridge simulator plays
 * the host app), e2e/page-model/, and everything else is plain web.
 */
export const PLATFORM_PROJECTS: Project[] = [
  { name: "web", testIgnore: /\/(telegram|native|page-model)\//, use: { ...phone } },
  { name: "telegram", testMatch: /\/telegram\/.*\.spec\.ts$/, use: { ...phone } },
  { name: "native", testMatch: /\/native\/.*\.spec\.ts$/, use: { ...phone } },
  { name: "page-model", testMatch: /\/page-model\/.*\.spec\.ts$/, use: { ...phone } },
];

export function createAppE2EConfig(options: AppE2EOptions): PlaywrightTestConfig {
  const { appDir } = options;
  // E2E_PORT_SHIFT moves both servers, so two checkouts can run their suites side by side.
  const shift = Number(process.env.E2E_PORT_SHIFT ?? 0);
  const appPort = options.appPort + shift;
  const apiPort = options.apiPort + shift;
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  const repoRoot = path.resolve(appDir, "../..");
  return defineConfig({
    testDir: path.join(appDir, "e2e"),
    outputDir: path.join(appDir, "test-results"),
    fullyParallel: false,
    workers: 1,
    forbidOnly: Boolean(process.env.CI),
    retries: process.env.CI ? 1 : 0,
    timeout: 30_000,
    expect: { timeout: 10_000 },
    reporter: [["list"], ["json", { outputFile: path.join(appDir, ".reports", "e2e.json") }]],
    use: {
      baseURL: `http://127.0.0.1:${appPort}`,
      trace: "retain-on-failure",
      screenshot: "only-on-failure",
      ...phone,
    },
    projects: options.projects ?? PLATFORM_PROJECTS,
    metadata: { apiOrigin },
    webServer: [
      {
        name: "dev-api",
        command: "pnpm --filter @repo/dev-api start",
        cwd: repoRoot,
        url: `${apiOrigin}/__dev/health`,
        env: { DEV_API_PORT: String(apiPort) },
        reuseExistingServer: false,
        timeout: 60_000,
        stdout: "ignore",
        stderr: "pipe",
      },
      {
        name: "app",
        command: "pnpm start",
        cwd: appDir,
        url: `http://127.0.0.1:${appPort}/en-US`,
        env: {
          PORT: String(appPort),
          API_ORIGIN: apiOrigin,
          NEXT_TELEMETRY_DISABLED: "1",
          // A production build under test: the dev-only settings below are allowed.
          DEPLOY_ENV: "test",
          // The native project plays the host app with the dev API's bridge simulator.
          BRIDGE_SIMULATOR: "1",
          // Texts corrected through the dev API show on the next request.
          PAGE_TEXTS_MAX_AGE_SECONDS: "0",
          ...options.appEnv,
        },
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: "ignore",
        stderr: "pipe",
      },
    ],
  });
}

/** The dev API origin of the current run, for tests that drive it (reset, fail-next, read the OTP). */
export function apiOriginOf(config: { metadata?: Record<string, unknown> }): string {
  const origin = config.metadata?.apiOrigin;
  if (typeof origin !== "string") throw new Error("The Playwright config has no apiOrigin in metadata");
  return origin;
}
