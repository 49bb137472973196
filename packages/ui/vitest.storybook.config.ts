// Stories as tests: every story renders (and runs its `play`) in headless Chromium, with the a11y
// checks of addon-a11y. Run with `pnpm test:storybook`.
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export default defineConfig({
  plugins: [storybookTest({ configDir: fileURLToPath(new URL(".storybook", import.meta.url)) })],
  test: {
    name: "@repo/ui storybook",
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_FLAGS },
      }),
      instances: [{ browser: "chromium" }],
    },
    reporters: ["default", "json"],
    outputFile: { json: ".reports/storybook.json" },
  },
});
