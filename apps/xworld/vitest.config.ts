import { fileURLToPath } from "node:url";
import { createVitestConfig } from "@repo/vitest-config";
import { mergeConfig } from "vitest/config";

// "@/…" is the app's src (tsconfig paths), so a screen whose parts import "@/platform/…" renders in a test.
export default mergeConfig(createVitestConfig({ name: "xworld", environment: "happy-dom", react: true }), {
  resolve: { alias: { "@/": fileURLToPath(new URL("./src/", import.meta.url)) } },
});
