"use client";
// The browser's parts of /pool/[poolId], each loaded only when it renders: the whole read when the page has
// no server read for this render's reader; on the server-rendered page, the share purchase, the tasks'
// takes and the prize's receive, loaded after start. Until a part has loaded, `placeholder` shows, drawn
// by the server (so its code is not in the route's first load): the skeleton, the form's skeleton, the
// tasks and the receive button as they will be, not yet pressable.
import type { Locale } from "@repo/i18n/locales";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import type { ReactNode } from "react";
import type { JoinWithCoinsProps } from "./JoinWithCoins";
import type { PoolTasksProps } from "./PoolTasks";
import type { ReceivePoolPrizeProps } from "./ReceivePoolPrize";

type Placeheld<P> = P & { placeholder: ReactNode };
const drawn = ({ placeholder }: { placeholder: ReactNode }) => placeholder;

export const PoolFromBrowser = lazyPart<Placeheld<{ locale: Locale; poolId: number }>>(() => import("./PoolDetailRead").then(({ PoolDetailRead }) => PoolDetailRead), drawn);

export const JoinWithCoinsPart = lazyPart<Placeheld<JoinWithCoinsProps>>(() => import("./JoinWithCoins").then(({ JoinWithCoins }) => JoinWithCoins), drawn);

export const PoolTasksPart = lazyPart<Placeheld<PoolTasksProps>>(() => import("./PoolTasks").then(({ PoolTasks }) => PoolTasks), drawn);

export const ReceivePoolPrizePart = lazyPart<Placeheld<ReceivePoolPrizeProps>>(() => import("./ReceivePoolPrize").then(({ ReceivePoolPrize }) => ReceivePoolPrize), drawn);
