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
import { pvpRoutes } from "./pvp";
import { battleRoutes } from "./battle";
import { bitGameRoutes } from "./bit-game";
import { honorRoutes } from "./honor";
import { sudGameRoutes } from "./sud-game";
import { partnerRoutes } from "./partner";
import { poolRoutes } from "./pool";
import { stakeRoutes } from "./stake";
import { investRoutes } from "./invest";
import { activityRoutes } from "./activity";
import { campRoutes } from "./camp";
import { collectibleRoutes } from "./collectibles";
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
  ...pvpRoutes,
  ...battleRoutes,
  ...bitGameRoutes,
  ...honorRoutes,
  ...sudGameRoutes,
  ...partnerRoutes,
  ...poolRoutes,
  ...stakeRoutes,
  ...investRoutes,
  ...activityRoutes,
  ...campRoutes,
  ...collectibleRoutes,
  ...payRoutes,
  ...profileRoutes,
  ...contentRoutes,
];
