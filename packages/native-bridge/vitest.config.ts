import { createVitestConfig } from "@repo/vitest-config";

export default createVitestConfig({ name: "@repo/native-bridge", environment: "happy-dom" });
