// The collector's queue, mirrored to storage so that events survive a reload, a crash or a closed
// app. Each tab (each collector instance) writes only its own key, `<prefix>:queue:<tabId>`, so two
// open tabs never send each other's events. A queue whose tab has gone away is adopted by the next
// collector that looks: at once when its tab released it on pagehide, or after `staleMs` without a
// heartbeat when the tab died without one (crash, killed in the background).
import { type CollectEvent } from "./collect-event";
import { type StorageLike } from "./storage";
import { queueKeyPrefix } from "./storage-keys";

interface StoredQueue {
  v: 1;
  /** Last time the owning tab wrote the queue. */
  beat: number;
  /** The owning tab hid the page for good (pagehide); anyone may take the events now. */
  released: boolean;
  events: CollectEvent[];
}

export interface TabQueueOptions {
  storage: StorageLike | undefined;
  /** Key prefix shared by all tabs of one project. */
  prefix: string;
  tabId: string;
  now: () => number;
  staleMs: number;
}

export interface TabQueue {
  readonly events: readonly CollectEvent[];
  add(event: CollectEvent): void;
  remove(ids: ReadonlySet<string>): void;
  /** Drops the oldest events for which `droppable` holds until at most `max` remain; returns how many went. */
  trim(max: number, droppable: (event: CollectEvent) => boolean): number;
  /** Forgets events another tab has adopted since we last wrote them. */
  sync(): void;
  /** Takes over the queues of tabs that are gone; returns how many events came over. */
  adoptOrphans(): number;
  /** Lets another tab adopt what is left (pagehide). */
  release(): void;
  /** Takes the queue back after a release (the page came back from the back/forward cache). */
  reclaim(): void;
  /** Writes the queue (with a fresh heartbeat) to storage. */
  persist(): void;
}

export function createTabQueue(options: TabQueueOptions): TabQueue {
  const { storage, prefix, tabId, now, staleMs } = options;
  const queuePrefix = queueKeyPrefix(prefix);
  const ownKey = `${queuePrefix}${tabId}`;
  let events: CollectEvent[] = [];
  // Ids as last written to storage: if our key disappears, another tab took exactly these.
  let storedIds = new Set<string>();
  let released = false;

  function persist(): void {
    if (!storage) return;
    try {
      if (events.length === 0) {
        storage.removeItem(ownKey);
        storedIds = new Set();
        return;
      }
      const stored: StoredQueue = { v: 1, beat: now(), released, events };
      storage.setItem(ownKey, JSON.stringify(stored));
      storedIds = new Set(events.map((event) => event.id));
    } catch {
      // Quota exceeded or storage disabled: the events stay in memory and are still sent.
    }
  }

  function sync(): void {
    if (!storage || storedIds.size === 0) return;
    if (safeGet(storage, ownKey) !== null) return;
    const adopted = storedIds;
    events = events.filter((event) => !adopted.has(event.id));
    storedIds = new Set();
  }

  function adoptOrphans(): number {
    if (!storage) return 0;
    const known = new Set(events.map((event) => event.id));
    let adopted = 0;
    for (const key of keysWithPrefix(storage, queuePrefix)) {
      if (key === ownKey) continue;
      const stored = parseStoredQueue(safeGet(storage, key));
      if (stored && !stored.released && now() - stored.beat < staleMs) continue;
      for (const event of stored?.events ?? []) {
        if (known.has(event.id)) continue;
        known.add(event.id);
        events.push(event);
        adopted += 1;
      }
      try {
        storage.removeItem(key);
      } catch {
        // Nothing more to do: the events are ours now and will be written under our key.
      }
    }
    if (adopted > 0) {
      events.sort((a, b) => a.ts - b.ts);
      persist();
    }
    return adopted;
  }

  return {
    get events() {
      return events;
    },
    add(event) {
      events.push(event);
    },
    remove(ids) {
      events = events.filter((event) => !ids.has(event.id));
    },
    trim(max, droppable) {
      let excess = events.length - max;
      if (excess <= 0) return 0;
      const kept: CollectEvent[] = [];
      for (const event of events) {
        if (excess > 0 && droppable(event)) excess -= 1;
        else kept.push(event);
      }
      const dropped = events.length - kept.length;
      events = kept;
      return dropped;
    },
    sync,
    adoptOrphans,
    release() {
      released = true;
      persist();
    },
    reclaim() {
      released = false;
      sync();
      persist();
    },
    persist,
  };
}

function safeGet(storage: StorageLike, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function keysWithPrefix(storage: StorageLike, prefix: string): string[] {
  const keys: string[] = [];
  try {
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
  } catch {
    // Storage became unreadable: adopt nothing.
  }
  return keys;
}

function parseStoredQueue(raw: string | null): StoredQueue | undefined {
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isRecord(value) || typeof value.beat !== "number" || !Array.isArray(value.events)) return undefined;
    return {
      v: 1,
      beat: value.beat,
      released: value.released === true,
      events: value.events.filter(isCollectEvent),
    };
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function isCollectEvent(value: unknown): value is CollectEvent {
  return (
    isRecord(value) &&
    typeof value.id === "string" &&
    typeof value.event === "string" &&
    typeof value.ts === "number" &&
    typeof value.page === "string"
  );
}
