import { createVitestConfig } from "@repo/vitest-config";

export default createVitestConfig({ name: "@repo/dev-api", environment: "node" });
