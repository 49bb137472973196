// Feature flags (spec: feedback_v2 exists): the app's global config sets them for everyone, and the
// gray-release config (get_gray_cfg) can turn one on or off for this player, so it wins where it speaks.
// Read when a flag decides something (the feedback ball's tap), not on every page load: the only flag
// decides where one button leads, and reading both configs at start cost every page two calls and
// React Query's client.
import type { ApiClient } from "@repo/api-client/client";
import { userStartEndpoints } from "@repo/api-client/endpoints/user-start";

type Flags = Readonly<Record<string, unknown>> | undefined;

/** The flag's value: the gray config's when it names it, else the global config's, else off. */
export function resolveFeatureFlag(name: string, globalFlags: Flags, grayFlags: Flags): boolean {
  const gray = grayFlags?.[name];
  if (typeof gray === "boolean") return gray;
  return globalFlags?.[name] === true;
}

/** Both configs read afresh; a config that fails to load says nothing (off when both fail). Never rejects. */
export async function readFeatureFlag(api: Pick<ApiClient, "call">, name: string): Promise<boolean> {
  const [global, gray] = await Promise.allSettled([api.call(userStartEndpoints.appGlobalConfig), api.call(userStartEndpoints.getGrayCfg)]);
  return resolveFeatureFlag(name, global.status === "fulfilled" ? global.value.feature_flags : undefined, gray.status === "fulfilled" ? gray.value.features : undefined);
}
