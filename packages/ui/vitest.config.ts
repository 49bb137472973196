import { createVitestConfig } from "@repo/vitest-config";

export default createVitestConfig({ name: "@repo/ui", environment: "happy-dom", react: true, include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.mjs"] });
