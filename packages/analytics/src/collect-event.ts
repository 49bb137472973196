// The wire shape of one analytics event and of a batch.
// Spec: not shown — the wire format. Events are POSTed to `<endpoint>?project=<project>` as a
// text/plain JSON body `{ "events": CollectEvent[] }`, so that sendBeacon and fetch can post
// cross-origin without a CORS preflight.

/** What the app knows about the player and the screen when an event happens. */
export interface EventContext {
  /** Analytics page name, see `@repo/analytics/page-name`. */
  page: string;
  /** The logged-in user id; absent when logged out. */
  uid?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
}

/** The api_perf fields (spec section 7); also the shape the API client's timing hook emits. */
export interface ApiTiming {
  api_url: string;
  used_ms: number;
  http_status: number;
  /** The body code of the envelope, when the response had one. */
  code?: number | string;
}

export interface CollectEvent extends EventContext, Partial<ApiTiming> {
  /** A random UUID: the collector can drop doubles by it, and tests prove there are none. */
  id: string;
  event: string;
  /** Unix time in milliseconds when the event was tracked. */
  ts: number;
  module?: string;
  sub_module?: string;
  item_id?: string;
  content?: string;
  // Spec: not shown — render errors need a grouping key; the digest of the stack goes here.
  digest?: string;
}

/** Fields a caller may set on one event; anything left out comes from the context. */
export type TrackFields = Partial<Omit<CollectEvent, "id" | "event" | "ts">>;

export interface CollectBatch {
  events: CollectEvent[];
}
