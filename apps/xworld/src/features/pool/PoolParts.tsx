"use client";
// The browser's parts of /pool/[poolId], each loaded only when it renders: the whole read when the page has
// no server read for this render's reader; on the server-rendered page, the share purchase, the tasks'
// takes and the prize's receive, loaded after start. Until a part has loaded, `placeholder` shows, drawn
// by the server (so its code is not in the route's first load): the skeleton, the form's skeleton, the
// tasks and the receive button as they will be, not yet pressable.
import type { Locale } from "@repo/i18n/locales";
import { placeheldPart } from "@repo/ui/lib/placeheld-part";
import type { JoinWithCoinsProps } from "./JoinWithCoins";
import type { PoolTasksProps } from "./PoolTasks";
import type { ReceivePoolPrizeProps } from "./ReceivePoolPrize";

export const PoolFromBrowser = placeheldPart<{ locale: Locale; poolId: number }>(() => import("./PoolDetailRead").then(({ PoolDetailRead }) => PoolDetailRead));

export const JoinWithCoinsPart = placeheldPart<JoinWithCoinsProps>(() => import("./JoinWithCoins").then(({ JoinWithCoins }) => JoinWithCoins));

export const PoolTasksPart = placeheldPart<PoolTasksProps>(() => import("./PoolTasks").then(({ PoolTasks }) => PoolTasks));

export const ReceivePoolPrizePart = placeheldPart<ReceivePoolPrizeProps>(() => import("./ReceivePoolPrize").then(({ ReceivePoolPrize }) => ReceivePoolPrize));
