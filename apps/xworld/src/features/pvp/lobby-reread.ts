/** How often the lobby's matches are read again (the server's page rendered again, or the browser's query). */
export const LOBBY_REREAD_MS = 10_000;
