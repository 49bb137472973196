import { createVitestConfig } from "@repo/vitest-config";

export default createVitestConfig({ name: "@repo/telegram", environment: "happy-dom" });
