import { createVitestConfig } from "@repo/vitest-config";

export default createVitestConfig({ name: "@repo/bench", environment: "node" });
