import { createAppE2EConfig } from "@repo/playwright-config";

export default createAppE2EConfig({ appDir: import.meta.dirname, appPort: 3420, apiPort: 4420 });
