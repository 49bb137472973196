"use client";
// A coin row of /wallet whose logo, name and amounts its caller drew (the server, or the browser's read):
// the highlight of the device's main coin and the tap that makes this coin the main one (remembered on
// the device, a toast says so). The server draws the default main coin; the stored one is read after
// start and only the highlight moves (same row height).
import { useLingui } from "@lingui/react/macro";
import { useRuntime } from "@repo/app-shell/runtime/context";
import type { CoinBalanceRowParts } from "@repo/ui/coin-balance-row";
import { ListItem } from "@repo/ui/list-item";
import { useCoinChoice } from "./use-coin-choice";

export function CoinChoiceRow({ coinName, ...parts }: CoinBalanceRowParts & { coinName: string }) {
  const { t } = useLingui();
  const { toasts } = useRuntime();
  const { coinType, choose } = useCoinChoice();
  const onSelect = () => {
    if (coinName === coinType) return;
    void choose(coinName).then(() => toasts.show(t`${coinName} is now your main coin.`, { tone: "success" }));
  };
  return <ListItem {...parts} onSelect={onSelect} current={coinName === coinType} />;
}
