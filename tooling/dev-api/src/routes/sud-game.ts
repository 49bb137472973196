// vg service: the Sud games catalogue and seating a player in a room.
import { sudGameEndpoints as sud } from "@repo/api-client/endpoints/sud-game";
import { type Route, serve } from "../serve";
import { SUD_GAMES } from "../state/sud-games";

export const sudGameRoutes: Route[] = [
  serve(sud.gameList, () => ({ list: SUD_GAMES.map((game) => ({ ...game })) })),
  serve(sud.launch, ({ game_id }, { state, me }) => ({ game_id, ...state.sudRooms.seat(game_id, me().user_id) })),
];
