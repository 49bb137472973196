import { createVitestConfig } from "@repo/vitest-config";

export default createVitestConfig({ name: "@repo/app-shell", environment: "happy-dom", react: true });
