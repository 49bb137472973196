"use client";
// The player's chosen coin (session coinType, default WH), remembered on the device. Choosing loads the
// device's preferences module then (a tap), so the screens that only read the coin do not carry it.
import { usePlatform, useSessionValue } from "@repo/session/react/hooks";
import { useStore } from "jotai";
import { useCallback } from "react";
import { coinNameOf, DEFAULT_COIN_TYPE } from "./coin-types";

export function useCoinChoice(): { coinType: string; choose: (coinName: string) => Promise<void> } {
  const store = useStore();
  const platform = usePlatform();
  const coinType = useSessionValue("coinType");
  const choose = useCallback(
    async (coinName: string) => {
      const { chooseCoinType } = await import("@repo/session/preferences");
      chooseCoinType(store, platform.storage, coinName);
    },
    [store, platform.storage],
  );
  // A value stored by an older version may be a coin-type key ("kther"): read it as its coin.
  return { coinType: coinNameOf(coinType) ?? DEFAULT_COIN_TYPE, choose };
}
