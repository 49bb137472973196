import { createNextConfig } from "@repo/next-config";
import packageJson from "./package.json" with { type: "json" };

export default createNextConfig(packageJson);
