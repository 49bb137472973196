// The words of the pvp screens that several parts share: side names and how a match stands. No client
// code of its own (the lobby's server-rendered rows use it too).
import { useLingui } from "@lingui/react/macro";
import type { PvpSide } from "@repo/api-client/endpoints/pvp";
import type { StatusTone } from "@repo/ui/status-pill";
import { useCallback } from "react";
import type { MatchStanding } from "./pvp-rules";

export function useSideName(): (side: PvpSide) => string {
  const { t } = useLingui();
  return useCallback((side: PvpSide) => (side === "red" ? t`Red side` : t`Blue side`), [t]);
}

const STANDING_TONES: Record<MatchStanding, StatusTone> = {
  joinable: "info",
  waiting_players: "neutral",
  waiting_result: "neutral",
  won: "success",
  lost: "danger",
  refunded: "warning",
  settled: "neutral",
  cancelled: "neutral",
};

export function useStandingLabel(): (standing: MatchStanding) => { label: string; tone: StatusTone } {
  const { t } = useLingui();
  return useCallback(
    (standing: MatchStanding) => {
      const labels: Record<MatchStanding, string> = {
        joinable: t`Open`,
        waiting_players: t`Waiting for players`,
        waiting_result: t`Waiting for the result`,
        won: t`You won`,
        lost: t`You lost`,
        refunded: t`Refunded`,
        settled: t`Settled`,
        cancelled: t`Cancelled`,
      };
      return { label: labels[standing], tone: STANDING_TONES[standing] };
    },
    [t],
  );
}
