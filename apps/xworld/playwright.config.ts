import { createAppE2EConfig } from "@repo/playwright-config";

export default createAppE2EConfig({ appDir: import.meta.dirname, appPort: 3410, apiPort: 4410 });
