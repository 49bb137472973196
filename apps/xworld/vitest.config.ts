import { createVitestConfig } from "@repo/vitest-config";

export default createVitestConfig({ name: "xworld", environment: "happy-dom", react: true });
