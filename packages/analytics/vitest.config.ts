import { createVitestConfig } from "@repo/vitest-config";

export default createVitestConfig({ name: "@repo/analytics", environment: "happy-dom" });
