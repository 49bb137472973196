// What the server fetched for a signed-in page with the login cookies of its request: the player's own
// first data, tagged with whose it is so the browser uses it only for that player.

export interface PlayerFirst<T> {
  /** The player the cookies named; the screen uses `data` only while its session is this player. */
  userId: number;
  /** Their name as the cookies have it, for a server-rendered screen that shows it. */
  userName?: string;
  data: T;
}

/**
 * What the server fetched for a page whose data carries the reader's own fields (a project's stake): as
 * the player the request's login cookies name, or as a guest (`userId` null) without them.
 */
export interface ViewerFirst<T> {
  userId: number | null;
  userName?: string;
  data: T;
}
