// Every route the dev API serves, one list per service.
import type { Route } from "../serve";
import { aiChatRoutes } from "./ai-chat";
import { lbUserRoutes } from "./lb-user";
import { luckyBearRoutes } from "./lucky-bear";
import { mainRoutes } from "./main";
import { taskRoutes } from "./task";
import { tgRoutes } from "./tg";
import { userRoutes } from "./user";
import { walletRoutes } from "./wallet";
import { payRoutes } from "./pay";
import { profileRoutes } from "./profile";
import { contentRoutes } from "./content";

export const ALL_ROUTES: readonly Route[] = [
  ...mainRoutes,
  ...aiChatRoutes,
  ...userRoutes,
  ...tgRoutes,
  ...lbUserRoutes,
  ...walletRoutes,
  ...taskRoutes,
  ...luckyBearRoutes,
  ...payRoutes,
  ...profileRoutes,
  ...contentRoutes,
];
