// The profile games' pages.
export const SELECT_GAMES_PATH = "/profile/select";
export const ADD_GAME_PATH = "/profile/addProduct";
