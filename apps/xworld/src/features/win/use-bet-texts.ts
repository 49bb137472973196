// The words of the bet boards: board names, option names (the server's key when the app does not
// know it), bet states and how a draw reads. For server and client components alike (the bet history's
// first page renders on the server).
import { useLingui } from "@lingui/react/macro";
import type { BitBoard, PlacedBet, RoundResult } from "@repo/api-client/endpoints/bit-game";
import type { StatusTone } from "@repo/ui/status-pill";
import { useCallback } from "react";
import { drawParts } from "./bet-rules";

export function useBoardName(): (board: BitBoard) => string {
  const { t } = useLingui();
  return useCallback((board: BitBoard) => (board === "win" ? t`Tiger bet` : t`Inbet`), [t]);
}

export function useOptionName(): (key: string) => string {
  const { t } = useLingui();
  return useCallback(
    (key: string) => {
      const names: Record<string, string> = {
        dragon: t`Dragon`,
        tiger: t`Tiger`,
        tie: t`Tie`,
        big: t`Big`,
        small: t`Small`,
        triple: t`Triple`,
      };
      return names[key] ?? key;
    },
    [t],
  );
}

export function useBetStatus(): (status: PlacedBet["status"]) => { label: string; tone: StatusTone } {
  const { t } = useLingui();
  return useCallback(
    (status: PlacedBet["status"]) =>
      status === "won" ? { label: t`Won`, tone: "success" } : status === "lost" ? { label: t`Lost`, tone: "danger" } : { label: t`Waiting for the draw`, tone: "neutral" },
    [t],
  );
}

/** "Dragon K · Tiger 7" on win, "3 · 4 · 6 (13)" on inbet. */
export function useDrawText(): (board: BitBoard, result: Pick<RoundResult, "draw">) => string {
  const { t } = useLingui();
  const optionName = useOptionName();
  return useCallback(
    (board: BitBoard, result: Pick<RoundResult, "draw">) => {
      const { faces, total } = drawParts(board, result.draw);
      if (board === "win") {
        const [dragon = "", tiger = ""] = faces;
        const dragonName = optionName("dragon");
        const tigerName = optionName("tiger");
        return t`${dragonName} ${dragon} · ${tigerName} ${tiger}`;
      }
      const dice = faces.join(" · ");
      return t`${dice} (total ${total})`;
    },
    [t, optionName],
  );
}
