// Every lucky-bear route.
import type { Route } from "../../serve";
import { gameRoutes } from "./games";
import { homeRoutes } from "./home";
import { inviteRoutes } from "./invites";
import { moneyRoutes } from "./money";
import { rewardRoutes } from "./rewards";

export const luckyBearRoutes: Route[] = [...homeRoutes, ...moneyRoutes, ...rewardRoutes, ...inviteRoutes, ...gameRoutes];
