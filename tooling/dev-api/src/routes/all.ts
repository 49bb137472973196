// Every route the dev API serves, one list per service.
import type { Route } from "../serve";
import { luckyBearRoutes } from "./lucky-bear";
import { taskRoutes } from "./task";
import { userRoutes } from "./user";
import { walletRoutes } from "./wallet";

export const ALL_ROUTES: readonly Route[] = [...userRoutes, ...walletRoutes, ...taskRoutes, ...luckyBearRoutes];
