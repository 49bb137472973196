// Lucky Bear service (spec section 7, "Lucky Bear service"), all of it: tools, tests, the dev API and
// the invalidation rules read this. A screen imports the areas it calls (./lucky-bear/*), so its route
// does not carry the other areas' endpoints and schemas.
import { luckyBearGameEndpoints } from "./lucky-bear/games";
import { luckyBearInviteEndpoints } from "./lucky-bear/invite";
import { luckyBearLobbyEndpoints } from "./lucky-bear/lobby";
import { luckyBearMoneyEndpoints } from "./lucky-bear/money";
import { luckyBearRewardEndpoints } from "./lucky-bear/rewards";

export { GAME_PROVIDERS, initConfigEndpoints, isGameProvider, type Game, type GameProvider } from "./lucky-bear/games";
export type { LuckyBearHome } from "./lucky-bear/lobby";

export const luckyBearEndpoints = {
  ...luckyBearLobbyEndpoints,
  ...luckyBearGameEndpoints,
  ...luckyBearMoneyEndpoints,
  ...luckyBearInviteEndpoints,
  ...luckyBearRewardEndpoints,
};
