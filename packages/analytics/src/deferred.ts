// Analytics that cost nothing on a page's first load: the collector, reports and offer statistics are
// loaded after the page has started (`load()`), and every call made before that is kept with its moment
// (time, page, player) and handed over in order once they are there, as if it had been made then.
import type { ApiTiming, TrackFields } from "./collect-event";
import type { Collector } from "./collector";
import type { OfferStat, OfferStats } from "./offer-stats";
import type { ApiErrorReport, RenderErrorInfo, Reports } from "./reports";

/** The loaded analytics of a page. */
export interface Analytics {
  collector: Collector;
  reports: Reports;
  offerStats: OfferStats;
}

/** When and where a call was made: the loaded analytics report it as of then. */
export interface Moment {
  ts: number;
  path: string;
  uid: string | undefined;
}

export interface LoadedAnalytics {
  analytics: Analytics;
  /** Runs `call` with the clock, page and player of `moment` (for the calls that waited). */
  at<T>(moment: Moment, call: () => T): T;
}

export interface DeferredCollector {
  track(event: string, fields?: TrackFields): void;
}

export interface DeferredReports {
  reportApiError(error: ApiErrorReport): void;
  reportRenderError(error: unknown, info?: RenderErrorInfo): void;
  reportNativeInitError(error: unknown, step?: string): void;
  apiPerf(timing: ApiTiming): void;
}

export interface DeferredAnalytics {
  collector: DeferredCollector;
  reports: DeferredReports;
  offerStats: OfferStats;
  /** Loads the analytics once, hands over the calls that waited, and resolves with them. */
  load(): Promise<Analytics>;
}

export interface DeferredAnalyticsOptions {
  load(): Promise<LoadedAnalytics>;
  /** The moment of a call made now. */
  moment(): Moment;
  /** Most calls kept while loading; later ones are dropped (the collector's own queue has a bound too). */
  maxWaiting?: number;
}

export function createDeferredAnalytics(options: DeferredAnalyticsOptions): DeferredAnalytics {
  const maxWaiting = options.maxWaiting ?? 500;
  let loaded: LoadedAnalytics | null = null;
  let loading: Promise<Analytics> | null = null;
  let waiting: { moment: Moment; call: (analytics: Analytics) => void }[] = [];

  /** Runs the call now, or keeps it until the analytics are loaded; false when it was dropped. */
  function use(call: (analytics: Analytics) => void): boolean {
    if (loaded) {
      call(loaded.analytics);
      return true;
    }
    if (waiting.length >= maxWaiting) return false;
    waiting.push({ moment: options.moment(), call });
    return true;
  }

  function load(): Promise<Analytics> {
    loading ??= options.load().then(
      (ready) => {
        for (const { moment, call } of waiting) {
          try {
            ready.at(moment, () => call(ready.analytics));
          } catch (error) {
            console.error("[analytics] a deferred call failed", error);
          }
        }
        waiting = [];
        loaded = ready;
        return ready.analytics;
      },
      (error: unknown) => {
        loading = null; // a failed chunk load may succeed on the next try
        throw error;
      },
    );
    return loading;
  }

  return {
    collector: {
      track(event, fields) {
        use((analytics) => analytics.collector.track(event, fields));
      },
    },
    reports: {
      reportApiError(error) {
        use((analytics) => analytics.reports.reportApiError(error));
      },
      reportRenderError(error, info) {
        use((analytics) => analytics.reports.reportRenderError(error, info));
      },
      reportNativeInitError(error, step) {
        use((analytics) => analytics.reports.reportNativeInitError(error, step));
      },
      apiPerf(timing) {
        use((analytics) => analytics.reports.apiPerf(timing));
      },
    },
    offerStats: {
      send(stat: OfferStat) {
        if (loaded) return loaded.analytics.offerStats.send(stat);
        return new Promise<boolean>((resolve) => {
          const kept = use((analytics) => void analytics.offerStats.send(stat).then(resolve, () => resolve(false)));
          if (!kept) resolve(false);
        });
      },
    },
    load,
  };
}
