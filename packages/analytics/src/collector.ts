// The analytics collector: queues events, keeps the queue in storage, and sends it so that nothing
// is lost when the player closes the app or goes offline, and nothing is sent twice.
//
// Delivery rules:
// - An event leaves the queue only when its send succeeded ("sent"; a beacon counts as sent when
//   sendBeacon returns true) or the collector refused it for good ("rejected", counted).
// - One fetch at a time while the page is visible; events in flight are never sent again meanwhile.
// - While the page hides (visibilitychange → hidden, pagehide) the rest goes by beacon. What is still
//   queued after pagehide is released, and the next page (or another tab) adopts and sends it.
// - After a failure: retry with exponential backoff, and at once when the browser is back online.
// - Offline (navigator.onLine false): nothing is tried, not even a beacon that would be lost.
import { type CollectBatch, type CollectEvent, type EventContext, type TrackFields } from "./collect-event";
import { randomUuid } from "./random-id";
import { type StorageLike } from "./storage";
import { storageKeyPrefix } from "./storage-keys";
import { createTabQueue } from "./tab-queue";
import { createBrowserTransport, type SendResult, type Transport } from "./transport";

export interface CollectorOptions {
  /** Collect URL of the brand's analytics host (one host for luckybear, another for the main app). */
  endpoint: string;
  /** Sent as the `project` query parameter. */
  project: string;
  /** Where the queue and the first-seen time live; usually localStorage. Undefined: memory only. */
  storage: StorageLike | undefined;
  now: () => number;
  /** Defaults to sendBeacon while hiding, fetch (keepalive) otherwise. */
  transport?: Transport;
  /** Most events kept; beyond it the oldest are dropped and counted. */
  maxQueue: number;
  /** Page, user and UTM fields, read when an event is tracked. */
  getContext: () => EventContext;
  /** Tuning, mostly for tests. */
  timing?: Partial<CollectorTiming>;
}

export interface CollectorTiming {
  /** How long the stored first-seen time keeps the collector in batching mode. */
  batchWindowMs: number;
  /** In batching mode, the longest an event waits before its batch is sent. */
  batchIntervalMs: number;
  /** In batching mode, a batch goes at once when this many events wait. */
  batchSize: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** A queue whose tab has not written it for this long is adopted by another tab. */
  staleQueueMs: number;
}

// Spec: not shown — batch interval, size, backoff and stale time. Spec 9 gives only the 24 h window.
export const DEFAULT_TIMING: CollectorTiming = {
  batchWindowMs: 24 * 60 * 60 * 1000,
  batchIntervalMs: 10_000,
  batchSize: 20,
  retryBaseMs: 2_000,
  retryMaxMs: 120_000,
  staleQueueMs: 10 * 60 * 1000,
};

/** sendBeacon and keepalive fetch accept 64 KiB; a batch stays under it. */
const MAX_BATCH_BYTES = 60_000;
const MAX_BATCH_EVENTS = 50;
/** Free text (messages, stacks) is cut here, as the spec cuts reference text. */
export const MAX_CONTENT_LENGTH = 1024;

/** The window, or a stand-in, whose page-lifecycle events drive flushing. */
export interface LifecycleTarget {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
  readonly document: {
    readonly visibilityState: string;
    addEventListener(type: string, listener: (event: Event) => void): void;
    removeEventListener(type: string, listener: (event: Event) => void): void;
  };
  readonly navigator: { readonly onLine: boolean };
}

export interface CollectorStats {
  /** Events waiting, in flight included. */
  queued: number;
  inFlight: number;
  /** Events sent by this collector instance. */
  sent: number;
  /** Events dropped because the queue was full, since storage was first used. */
  dropped: number;
  /** Events the collector refused for good (a 4xx answer). */
  rejected: number;
  /** True while the first-seen time is under the batch window old. */
  batching: boolean;
}

export interface Collector {
  /** Queues one event; never throws. Returns the event as queued (its id proves delivery). */
  track(event: string, fields?: TrackFields): CollectEvent;
  /** Sends what is queued now, ignoring batching and backoff; resolves when those sends are done. */
  flush(): Promise<void>;
  /** Flushes on pagehide / hidden, retries on online. Returns the detach function. */
  attach(target: LifecycleTarget): () => void;
  stats(): CollectorStats;
  /** Detaches, stops timers and releases the queue: the next page (or another tab) sends what is left. */
  dispose(): void;
}

export function createCollector(options: CollectorOptions): Collector {
  const { storage, now, getContext, maxQueue } = options;
  const timing: CollectorTiming = { ...DEFAULT_TIMING, ...options.timing };
  const transport = options.transport ?? createBrowserTransport();
  const url = collectUrl(options.endpoint, options.project);
  const prefix = storageKeyPrefix(options.project);
  const firstSeen = readFirstSeen(storage, `${prefix}:first_seen`, now);
  const droppedKey = `${prefix}:dropped`;
  const queue = createTabQueue({ storage, prefix, tabId: randomUuid(), now, staleMs: timing.staleQueueMs });

  const inFlight = new Set<string>();
  const pendingSends = new Set<Promise<void>>();
  let failures = 0;
  let retryAt = 0;
  let timer: { handle: ReturnType<typeof setTimeout>; due: number } | undefined;
  let target: LifecycleTarget | undefined;
  let sent = 0;
  let rejected = 0;
  let dropped = readNumber(storage, droppedKey);

  const isBatching = () => now() - firstSeen < timing.batchWindowMs;
  const isOnline = () => target?.navigator.onLine !== false;
  const isHidden = () => target?.document.visibilityState === "hidden";
  const waiting = () => queue.events.filter((event) => !inFlight.has(event.id));

  function enforceBound(): void {
    const count = queue.trim(maxQueue, (event) => !inFlight.has(event.id));
    if (count === 0) return;
    dropped += count;
    writeNumber(storage, droppedKey, dropped);
  }

  function adopt(): number {
    const adopted = queue.adoptOrphans();
    if (adopted > 0) {
      enforceBound();
      queue.persist();
    }
    return adopted;
  }

  function clearTimer(): void {
    if (timer) clearTimeout(timer.handle);
    timer = undefined;
  }

  function schedule(delayMs: number): void {
    const due = now() + delayMs;
    if (timer && timer.due <= due) return;
    clearTimer();
    timer = {
      due,
      handle: setTimeout(() => {
        timer = undefined;
        send(false);
      }, delayMs),
    };
  }

  function scheduleNext(): void {
    const count = waiting().length;
    if (count === 0 || !isOnline()) return;
    if (retryAt > now()) return schedule(retryAt - now());
    // One request at a time while visible: the one in flight schedules the next when it ends.
    if (inFlight.size > 0) return;
    if (!isBatching() || count >= timing.batchSize) return schedule(0);
    schedule(timing.batchIntervalMs);
  }

  function settle(batch: CollectEvent[], result: SendResult): void {
    const ids = new Set(batch.map((event) => event.id));
    for (const id of ids) inFlight.delete(id);
    queue.sync();
    if (result === "failed") {
      failures += 1;
      retryAt = now() + Math.min(timing.retryBaseMs * 2 ** (failures - 1), timing.retryMaxMs);
    } else {
      queue.remove(ids);
      if (result === "sent") sent += ids.size;
      else {
        rejected += ids.size;
        console.warn(`[analytics] the collector refused ${ids.size} event(s); they are dropped`);
      }
      failures = 0;
      retryAt = 0;
    }
    queue.persist();
  }

  /** The synchronous core: a pagehide handler must hand its beacons over before it returns. */
  function send(hiding: boolean): void {
    clearTimer();
    queue.sync();
    adopt();
    if (!isOnline()) {
      queue.persist();
      return;
    }
    const beacon = hiding || isHidden();
    if (!beacon && inFlight.size > 0) return;
    const batches = toBatches(waiting());
    for (const batch of beacon ? batches : batches.slice(0, 1)) {
      for (const event of batch) inFlight.add(event.id);
      const body = JSON.stringify({ events: batch } satisfies CollectBatch);
      let result: SendResult | Promise<SendResult>;
      try {
        result = transport.send({ url, body, beacon });
      } catch {
        result = "failed";
      }
      if (typeof result === "string") {
        settle(batch, result);
        if (result === "failed") break;
        continue;
      }
      const done = result
        .catch((): SendResult => "failed")
        .then((outcome) => {
          settle(batch, outcome);
          pendingSends.delete(done);
          scheduleNext();
        });
      pendingSends.add(done);
    }
    scheduleNext();
  }

  const listeners: Array<[kind: "window" | "document", type: string, listener: (event: Event) => void]> = [
    ["document", "visibilitychange", () => (isHidden() ? send(true) : scheduleNext())],
    [
      "window",
      "pagehide",
      () => {
        send(true);
        queue.release();
      },
    ],
    [
      "window",
      "pageshow",
      (event) => {
        // Back from the back/forward cache: the queue is ours again unless another page took it.
        if (!("persisted" in event) || event.persisted !== true) return;
        queue.reclaim();
        scheduleNext();
      },
    ],
    [
      "window",
      "online",
      () => {
        failures = 0;
        retryAt = 0;
        send(false);
      },
    ],
  ];

  function detach(): void {
    if (!target) return;
    for (const [kind, type, listener] of listeners) {
      (kind === "window" ? target : target.document).removeEventListener(type, listener);
    }
    target = undefined;
  }

  // Leftovers of an earlier page go out first thing.
  if (adopt() > 0) schedule(0);
  else scheduleNext();

  return {
    track(event, fields = {}) {
      const queued: CollectEvent = {
        ...safeContext(getContext),
        ...fields,
        id: randomUuid(),
        event,
        ts: now(),
      };
      if (queued.content !== undefined) queued.content = queued.content.slice(0, MAX_CONTENT_LENGTH);
      queue.sync();
      queue.add(queued);
      enforceBound();
      queue.persist();
      scheduleNext();
      return queued;
    },
    async flush() {
      failures = 0;
      retryAt = 0;
      // Keep sending until nothing waits, a send fails, or nothing can be sent (offline).
      for (;;) {
        const settledBefore = sent + rejected;
        send(false);
        if (pendingSends.size > 0) await Promise.all(pendingSends);
        else if (sent + rejected === settledBefore) return;
        if (failures > 0 || waiting().length === 0) return;
      }
    },
    attach(next) {
      detach();
      target = next;
      for (const [kind, type, listener] of listeners) {
        (kind === "window" ? next : next.document).addEventListener(type, listener);
      }
      if (isHidden()) send(true);
      else scheduleNext();
      return detach;
    },
    stats() {
      return {
        queued: queue.events.length,
        inFlight: inFlight.size,
        sent,
        dropped,
        rejected,
        batching: isBatching(),
      };
    },
    dispose() {
      detach();
      clearTimer();
      queue.release();
    },
  };
}

/** `<endpoint>?project=<project>`, keeping any query the endpoint already has. */
export function collectUrl(endpoint: string, project: string): string {
  const separator = endpoint.includes("?") ? "&" : "?";
  return `${endpoint}${separator}project=${encodeURIComponent(project)}`;
}

const encoder = new TextEncoder();
const BATCH_OVERHEAD = encoder.encode('{"events":[]}').length;

/** Splits events into batches under the beacon size limit. */
function toBatches(events: CollectEvent[]): CollectEvent[][] {
  const batches: CollectEvent[][] = [];
  let current: CollectEvent[] = [];
  let bytes = BATCH_OVERHEAD;
  for (const event of events) {
    const size = encoder.encode(JSON.stringify(event)).length + 1;
    if (current.length > 0 && (bytes + size > MAX_BATCH_BYTES || current.length >= MAX_BATCH_EVENTS)) {
      batches.push(current);
      current = [];
      bytes = BATCH_OVERHEAD;
    }
    current.push(event);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

function safeContext(getContext: () => EventContext): EventContext {
  try {
    return getContext();
  } catch {
    return { page: "unknown" };
  }
}

/** The first time this device ran the collector; written once and kept. */
function readFirstSeen(storage: StorageLike | undefined, key: string, now: () => number): number {
  const stored = readNumber(storage, key);
  if (stored > 0) return stored;
  const first = now();
  writeNumber(storage, key, first);
  return first;
}

function readNumber(storage: StorageLike | undefined, key: string): number {
  try {
    const value = Number(storage?.getItem(key) ?? 0);
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}

function writeNumber(storage: StorageLike | undefined, key: string, value: number): void {
  try {
    storage?.setItem(key, String(value));
  } catch {
    // Storage full or disabled: the number lives in memory only.
  }
}
