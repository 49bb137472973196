// Test doubles for code that uses the collector: a transport that records what it carried and a
// window whose page-lifecycle events a test fires by hand.
import { type CollectBatch, type CollectEvent } from "./collect-event";
import { type LifecycleTarget } from "./collector";
import { type SendResult, type Transport, type TransportRequest } from "./transport";

export interface RecordedRequest {
  url: string;
  beacon: boolean;
  events: CollectEvent[];
  /** Undefined while an async answer is pending. */
  outcome?: SendResult;
}

export interface FakeTransport extends Transport {
  readonly requests: RecordedRequest[];
  /** Answers the next requests; the default answers "sent" synchronously. */
  answer: (request: TransportRequest) => SendResult | Promise<SendResult>;
  /** Events whose request ended "sent", in order. */
  delivered(): CollectEvent[];
}

export function createFakeTransport(): FakeTransport {
  const requests: RecordedRequest[] = [];
  const fake: FakeTransport = {
    requests,
    answer: () => "sent",
    delivered: () => requests.filter((r) => r.outcome === "sent").flatMap((r) => r.events),
    send(request) {
      const batch = JSON.parse(request.body) as CollectBatch;
      const recorded: RecordedRequest = { url: request.url, beacon: request.beacon, events: batch.events };
      requests.push(recorded);
      const answer = fake.answer(request);
      if (typeof answer === "string") {
        recorded.outcome = answer;
        return answer;
      }
      return answer.then(
        (outcome) => (recorded.outcome = outcome),
        (error: unknown) => {
          recorded.outcome = "failed";
          throw error;
        },
      );
    },
  };
  return fake;
}

export interface FakeWindow extends LifecycleTarget {
  readonly document: LifecycleTarget["document"] & { visibilityState: DocumentVisibilityState };
  readonly navigator: { onLine: boolean };
  /** Sets visibilityState and fires visibilitychange on the document. */
  setVisibility(state: DocumentVisibilityState): void;
  setOnline(online: boolean): void;
  fire(type: "pagehide" | "pageshow", init?: { persisted?: boolean }): void;
}

export function createFakeWindow(): FakeWindow {
  const windowTarget = new EventTarget();
  const documentTarget = Object.assign(new EventTarget(), { visibilityState: "visible" as DocumentVisibilityState });
  const navigator = { onLine: true };
  return {
    addEventListener: (type, listener) => windowTarget.addEventListener(type, listener),
    removeEventListener: (type, listener) => windowTarget.removeEventListener(type, listener),
    document: documentTarget,
    navigator,
    setVisibility(state) {
      documentTarget.visibilityState = state;
      documentTarget.dispatchEvent(new Event("visibilitychange"));
    },
    setOnline(online) {
      navigator.onLine = online;
      windowTarget.dispatchEvent(new Event(online ? "online" : "offline"));
    },
    fire(type, init = {}) {
      windowTarget.dispatchEvent(Object.assign(new Event(type), { persisted: init.persisted ?? false }));
    },
  };
}
