"use client";
// Feature flags (spec: feedback_v2 exists): the app's global config sets them for everyone, and the
// gray-release config (get_gray_cfg) can turn one on or off for this player, so it wins where it speaks.
import { userStartEndpoints } from "@repo/api-client/endpoints/user-start";
import { useApiQuery } from "@repo/api-client/react";

type Flags = Readonly<Record<string, unknown>> | undefined;

/** The flag's value: the gray config's when it names it, else the global config's, else off. */
export function resolveFeatureFlag(name: string, globalFlags: Flags, grayFlags: Flags): boolean {
  const gray = grayFlags?.[name];
  if (typeof gray === "boolean") return gray;
  return globalFlags?.[name] === true;
}

/** Off until the configs arrive, and off when both fail. */
export function useFeatureFlag(name: string): boolean {
  const global = useApiQuery(userStartEndpoints.appGlobalConfig, {});
  const gray = useApiQuery(userStartEndpoints.getGrayCfg, {});
  return resolveFeatureFlag(name, global.data?.feature_flags, gray.data?.features);
}
