// Feature flags (spec: feedback_v2 exists): the app's global config sets them for everyone, and the
// gray-release config (get_gray_cfg) can turn one on or off for this player, so it wins where it speaks.
// Read when a flag decides something (the feedback ball's tap), not on every page load: the only flag
// decides where one button leads, and reading both configs at start cost every page two calls and
// React Query's client. Spec: not shown — how fresh a flag must be. Choice: a read of both configs
// decides for five minutes (`createFeatureFlagReader`), so a player who taps the ball again goes at once
// instead of waiting for two calls; a login change or a config that failed to load reads again.
import type { ApiClient } from "@repo/api-client/client";
import { userStartEndpoints } from "@repo/api-client/endpoints/user-start";

type Flags = Readonly<Record<string, unknown>> | undefined;

/** The flag's value: the gray config's when it names it, else the global config's, else off. */
export function resolveFeatureFlag(name: string, globalFlags: Flags, grayFlags: Flags): boolean {
  const gray = grayFlags?.[name];
  if (typeof gray === "boolean") return gray;
  return globalFlags?.[name] === true;
}

/** How long one read of both configs decides the flags. */
export const FEATURE_FLAGS_FRESH_MS = 5 * 60_000;

interface ConfigFlags {
  global: Flags;
  gray: Flags;
  /** Both configs loaded: the read may decide for a while. */
  complete: boolean;
}

/** Both configs read afresh; a config that fails to load says nothing. Never rejects. */
async function readConfigFlags(api: Pick<ApiClient, "call">): Promise<ConfigFlags> {
  const [global, gray] = await Promise.allSettled([api.call(userStartEndpoints.appGlobalConfig), api.call(userStartEndpoints.getGrayCfg)]);
  return {
    global: global.status === "fulfilled" ? global.value.feature_flags : undefined,
    gray: gray.status === "fulfilled" ? gray.value.features : undefined,
    complete: global.status === "fulfilled" && gray.status === "fulfilled",
  };
}

export interface FeatureFlagReader {
  /**
   * The flag for `player` (the user id; null for a guest, whose gray config is everyone's). Off when
   * both configs fail. Never rejects.
   */
  read(name: string, player: number | null): Promise<boolean>;
}

/**
 * The last complete read of both configs answers while it is fresher than `freshMs` by `now` and was
 * made for the same player; otherwise both are read again. GlobalUi keeps one for the page's life (it is
 * mounted once, after start: the reader and the configs' endpoints stay out of the start-time code).
 */
export function createFeatureFlagReader(api: Pick<ApiClient, "call">, { now, freshMs = FEATURE_FLAGS_FRESH_MS }: { now: () => number; freshMs?: number }): FeatureFlagReader {
  let last: { player: number | null; at: number; flags: ConfigFlags } | null = null;
  return {
    async read(name, player) {
      const at = now();
      const known = last && last.player === player && at - last.at < freshMs ? last.flags : null;
      const flags = known ?? (await readConfigFlags(api));
      if (!known) last = flags.complete ? { player, at, flags } : null;
      return resolveFeatureFlag(name, flags.global, flags.gray);
    },
  };
}
