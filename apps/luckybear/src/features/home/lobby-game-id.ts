/** The attribute of a lobby tile's button that names its game, for the lobby's one click handler. */
export const GAME_ID_ATTRIBUTE = "data-game-id";
