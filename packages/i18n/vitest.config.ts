import { createVitestConfig } from "@repo/vitest-config";

export default createVitestConfig({ name: "@repo/i18n", environment: "happy-dom", react: true });
