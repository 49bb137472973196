import { createVitestConfig } from "@repo/vitest-config";

export default createVitestConfig({ name: "luckybear", environment: "happy-dom", react: true });
