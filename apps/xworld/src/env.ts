// The runtime environment xworld reads, validated here; only this file and public-env.ts read process.env.
// Runtime (server) settings: see @repo/app-shell/env. Build-time public settings live in
// public-env.ts (NEXT_PUBLIC_*, declared in this app's turbo.json so they key the build cache).
import "server-only";
import { readServerEnv, type ServerEnv, serverEnvSchema } from "@repo/app-shell/env";

const schema = serverEnvSchema({ analyticsProject: "xworld", telegramBotName: "xworld_dev_bot", storeHost: "store.xworld.local" });

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  cached ??= readServerEnv("xworld", schema, process.env);
  return cached;
}

