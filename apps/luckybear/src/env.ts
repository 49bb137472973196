// Every environment variable luckybear reads, validated here; nothing else reads process.env.
// Runtime (server) settings: see @repo/app-shell/env. Build-time public settings: NEXT_PUBLIC_*,
// declared in this app's turbo.json so they key the build cache.
import { readServerEnv, type ServerEnv, serverEnvSchema } from "@repo/app-shell/env";

const schema = serverEnvSchema({
  analyticsProject: "luckybear",
  telegramBotName: "luckybear_dev_bot",
  storeHost: "store.luckybear.local",
});

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  cached ??= readServerEnv("luckybear", schema, process.env);
  return cached;
}

export const publicEnv = {
  /** Set by next.config.ts from package.json unless a release overrides it. */
  buildVersion: process.env.NEXT_PUBLIC_BUILD_VERSION ?? "dev",
} as const;
