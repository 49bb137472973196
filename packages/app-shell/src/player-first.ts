// What the server fetched for a page with the login cookies of its request, tagged with whose it is so
// the browser uses it only for that reader.

/**
 * What the server fetched for a page whose data carries the reader's own fields (a project's stake): as
 * the player the request's login cookies name, or as a guest (`userId` null) without them.
 */
export interface ViewerFirst<T> {
  userId: number | null;
  /** The player's name as the cookies have it, for a server-rendered screen that shows it. */
  userName?: string;
  data: T;
}

/** A signed-in page's first data: the player's own, read with their cookies. */
export interface PlayerFirst<T> extends ViewerFirst<T> {
  /** The player the cookies named; the screen uses `data` only while its session is this player. */
  userId: number;
}
