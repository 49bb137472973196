// Stories as tests: every story renders (and runs its `play`) in headless Chromium, with the a11y
// checks of addon-a11y, once per brand theme (xworld light, luckybear dark) so contrast is checked
// in both. Run with `pnpm test:storybook`.
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

const configDir = fileURLToPath(new URL(".storybook", import.meta.url));

function chromium(name: string) {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_FLAGS },
    }),
    instances: [{ browser: "chromium" as const, name }],
  };
}

export default defineConfig({
  test: {
    // One story file at a time per brand. In parallel each file runs in its own iframe of the same page,
    // and under load a click or focus of one file's play function reached another file's story (a spy
    // of a story that clicks nothing was called: four luckybear stories failed on a busy CI machine).
    fileParallelism: false,
    // Even so, a clean-clone CI run (30 Nov, sixth session) had five luckybear stories whose spies were
    // called once or twice more than their play functions clicked: Button's Loading, Dialog's Backdrop
    // Closes and Blocking, FeedbackBall's Drag Stays Inside, ShareDialog's Empty Text. The package had
    // not changed since the run before, which passed, and no other story failed. The run had the
    // machine's two cores shared with the other packages' suites. A story that fails is run once more;
    // a real regression fails both times.
    retry: 1,
    reporters: ["default", "json"],
    outputFile: { json: ".reports/storybook.json" },
    projects: [
      // Each project has its own Vite server; on a cold cache both would pre-bundle dependencies into
      // one folder at once, and one project's browser then fails to import modules the other replaced.
      {
        extends: true,
        cacheDir: "node_modules/.vite/storybook-xworld",
        plugins: [storybookTest({ configDir })],
        test: { name: "storybook", browser: chromium("xworld") },
      },
      {
        extends: true,
        cacheDir: "node_modules/.vite/storybook-luckybear",
        plugins: [storybookTest({ configDir, initialGlobals: { brand: "luckybear" } })],
        test: { name: "storybook-luckybear", browser: chromium("luckybear") },
      },
    ],
  },
});
