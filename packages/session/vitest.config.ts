import { createVitestConfig } from "@repo/vitest-config";

export default createVitestConfig({ name: "@repo/session", environment: "happy-dom", react: true });
