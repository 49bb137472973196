"use client";
// A signed-in player's own line on a lobby entry, read in the browser (the lobby is rendered on the
// server for everyone): spins left, today's free draw (ready, or the countdown to the next one), the
// VIP level. Loaded once a login is known (PlayerChanceLine); a failed read leaves the entry as a
// guest sees it (it still opens its screen).
import { Trans, useLingui } from "@lingui/react/macro";
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { useApiQuery } from "@repo/api-client/react";
import { Countdown } from "@repo/ui/countdown";
import type { ReactNode } from "react";
import { type RewardState, stateOf } from "../rewards/reward-states";
import { ChanceLineLoading } from "./ChanceLineLoading";

/** The entries with a line of the player's own. */
export type ChanceKind = "spin" | "lottery" | "vip";

function Line<T>({ state, children }: { state: RewardState<T>; children: (value: T) => ReactNode }) {
  if (state === null) return <ChanceLineLoading />;
  if (state === "error") return null;
  return <span className="text-11 text-text-muted">{children(state)}</span>;
}

function SpinLine() {
  const spin = useApiQuery(luckyBearRewardEndpoints.luckySpinConf, {});
  return <Line state={stateOf(spin, (data) => data.chances)}>{(spins) => (spins > 0 ? <Trans>{spins} left</Trans> : <Trans>None left</Trans>)}</Line>;
}

function LotteryLine() {
  const { t } = useLingui();
  const lottery = useApiQuery(luckyBearRewardEndpoints.freeLotteryChance, {});
  const state = stateOf(lottery, (data) => (data.chances > 0 ? { ready: true as const } : { ready: false as const, nextAt: data.next_free_at }));
  return (
    <Line state={state}>
      {(draw) =>
        draw.ready ? (
          <Trans>Ready</Trans>
        ) : draw.nextAt === null ? (
          <Trans>Drawn</Trans>
        ) : (
          <Countdown target={draw.nextAt * 1000} label={t`Next free draw in`} />
        )
      }
    </Line>
  );
}

function VipLine() {
  const vip = useApiQuery(luckyBearRewardEndpoints.vipProfile, {});
  return <Line state={stateOf(vip, (data) => data.vip_level)}>{(level) => <Trans>Level {level}</Trans>}</Line>;
}

export function LobbyChanceLine({ kind }: { kind: ChanceKind }) {
  if (kind === "spin") return <SpinLine />;
  if (kind === "lottery") return <LotteryLine />;
  return <VipLine />;
}
