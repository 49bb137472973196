import { createVitestConfig } from "@repo/vitest-config";

export default createVitestConfig({ name: "@repo/api-client", environment: "happy-dom", react: true });
