// The reports of spec section 8 and the api_perf event of section 7, as collector events.
import { type ApiTiming, type CollectEvent } from "./collect-event";
import { type Collector } from "./collector";
import { stackDigest } from "./stack-digest";

// Spec: not shown — event names other than api_error_rp and api_perf.
export const REPORT_EVENTS = {
  apiError: "api_error_rp",
  apiPerf: "api_perf",
  renderError: "render_error",
  nativeInitError: "native_init_error",
  resourceError: "resource_error",
} as const;

/** Failed calls with these codes (or messages) are expected and never reported (spec 8). */
export const UNREPORTED_API_ERRORS: readonly string[] = ["ERROR_OUTOF_NEWBIE"];

export interface ApiErrorReport {
  api_url: string;
  /** Body code of the envelope, or the error name the service returned. */
  code?: number | string;
  http_status?: number;
  message?: string;
}

export interface RenderErrorInfo {
  /** React's component stack, if the boundary has it. */
  componentStack?: string | null;
  /** React's digest of a server error; used as the digest when present. */
  digest?: string;
  /** Overrides the page of the current context. */
  page?: string;
}

export interface ResourceErrorTarget {
  addEventListener(type: "error", listener: (event: Event) => void, capture: boolean): void;
  removeEventListener(type: "error", listener: (event: Event) => void, capture: boolean): void;
}

export interface Reports {
  /** api_error_rp for a failed query; undefined (nothing sent) for ERROR_OUTOF_NEWBIE. */
  reportApiError(error: ApiErrorReport): CollectEvent | undefined;
  /** From an error boundary: message, stack digest and page. */
  reportRenderError(error: unknown, info?: RenderErrorInfo): CollectEvent;
  /** An error while initialising the native app bridge; `step` names the call that failed. */
  reportNativeInitError(error: unknown, step?: string): CollectEvent;
  /** Reports failed <img>, <script> and <link> loads (404s and the like); returns the unsubscribe. */
  watchResourceErrors(target: ResourceErrorTarget): () => void;
  /** api_perf with the shape the API client's timing hook emits. */
  apiPerf(timing: ApiTiming): CollectEvent;
}

/** Each watcher reports a URL once, and at most this many URLs, so a broken CDN cannot flood the queue. */
export const MAX_RESOURCE_REPORTS = 50;

export function createReports(collector: Pick<Collector, "track">): Reports {
  return {
    reportApiError(error) {
      if (isUnreported(error.code) || isUnreported(error.message)) return undefined;
      return collector.track(REPORT_EVENTS.apiError, {
        api_url: reportableUrl(error.api_url),
        http_status: error.http_status,
        code: error.code,
        content: error.message,
      });
    },

    reportRenderError(error, info = {}) {
      const { message, stack } = describeError(error);
      const digest = info.digest ?? stackDigest(`${message}\n${stack ?? ""}\n${info.componentStack ?? ""}`);
      return collector.track(REPORT_EVENTS.renderError, {
        content: message,
        digest,
        ...(info.page !== undefined ? { page: info.page } : {}),
      });
    },

    reportNativeInitError(error, step) {
      const { message, code } = describeError(error);
      return collector.track(REPORT_EVENTS.nativeInitError, { content: message, sub_module: step, code });
    },

    watchResourceErrors(target) {
      const seen = new Set<string>();
      const listener = (event: Event) => {
        const failed = failedResource(event.target);
        if (!failed || seen.has(failed.url) || seen.size >= MAX_RESOURCE_REPORTS) return;
        seen.add(failed.url);
        collector.track(REPORT_EVENTS.resourceError, { sub_module: failed.tag, content: failed.url });
      };
      // Load errors do not bubble: only a capturing listener on the window sees them.
      target.addEventListener("error", listener, true);
      return () => target.removeEventListener("error", listener, true);
    },

    apiPerf(timing) {
      return collector.track(REPORT_EVENTS.apiPerf, {
        api_url: reportableUrl(timing.api_url),
        used_ms: Math.round(timing.used_ms),
        http_status: timing.http_status,
        code: timing.code,
      });
    },
  };
}

function isUnreported(value: number | string | undefined): boolean {
  return typeof value === "string" && UNREPORTED_API_ERRORS.includes(value);
}

// Spec: not shown — the query string is left out of reported API URLs: it can carry user ids and
// would split one endpoint into many.
export function reportableUrl(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? url;
}

function describeError(error: unknown): { message: string; stack?: string; code?: number | string } {
  if (typeof error === "string") return { message: error };
  if (typeof error !== "object" || error === null) return { message: String(error) };
  const record = error as Record<string, unknown>;
  const message =
    typeof record.message === "string" ? record.message : typeof record.msg === "string" ? record.msg : safeJson(error);
  const stack = typeof record.stack === "string" ? record.stack : undefined;
  // Bridge replies carry `ret`, typed errors `code`.
  const rawCode = record.code ?? record.ret;
  const code = typeof rawCode === "number" || typeof rawCode === "string" ? rawCode : undefined;
  return { message, stack, code };
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

const RESOURCE_TAGS = new Set(["img", "script", "link"]);

function failedResource(target: EventTarget | null): { tag: string; url: string } | undefined {
  if (!target || !("tagName" in target) || typeof target.tagName !== "string") return undefined;
  const tag = target.tagName.toLowerCase();
  if (!RESOURCE_TAGS.has(tag)) return undefined;
  const element = target as Partial<Record<"currentSrc" | "src" | "href", unknown>>;
  const url = [element.currentSrc, element.src, element.href].find(
    (value): value is string => typeof value === "string" && value !== "",
  );
  return url === undefined ? undefined : { tag, url };
}
