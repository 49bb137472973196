"use client";
// The browser's parts of /invest/holdings, each loaded only when it renders: the whole read when the page
// has no server read for this render's player (meanwhile `loading`, the server's skeleton); on the
// server-rendered page, each holding's redeem, loaded after start (until then a due holding's button
// shows, not yet pressable).
import type { Locale } from "@repo/i18n/locales";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import type { ReactNode } from "react";
import { RedeemArea } from "./RedeemArea";
import type { RedeemHoldingProps } from "./RedeemHolding";

export const HoldingsFromBrowser = lazyPart<{ locale: Locale; loading: ReactNode }>(
  () => import("./HoldingsRead").then(({ HoldingsRead }) => HoldingsRead),
  ({ loading }) => loading,
);

export const RedeemHoldingPart = lazyPart<RedeemHoldingProps>(
  () => import("./RedeemHolding").then(({ RedeemHolding }) => RedeemHolding),
  ({ coin, total, due }) => <RedeemArea coin={coin} total={total} due={due} />,
);
