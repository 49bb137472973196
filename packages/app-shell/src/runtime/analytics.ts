// The page's analytics (collector, reports, offer statistics), loaded after the page has started
// (see @repo/analytics/deferred): calls that waited are reported with the clock, page and player of
// the moment they were made.
import { createCollector } from "@repo/analytics/collector";
import type { LoadedAnalytics, Moment } from "@repo/analytics/deferred";
import { createOfferStats } from "@repo/analytics/offer-stats";
import { pageNameFor } from "@repo/analytics/page-name";
import { createReports } from "@repo/analytics/reports";
import { browserLocalStorage } from "@repo/analytics/storage";
import { stripLocale } from "@repo/i18n/resolve";
import { createLocalStorage } from "@repo/session/storage/adapter";
import { readAttribution } from "@repo/session/storage/attribution";
import type { Brand } from "@repo/session/types";
import { OFFER_STATS_ROUTE } from "../offer-stats-path";
import type { RuntimeConfig } from "../runtime-config";

export function createAnalytics(brand: Brand, config: RuntimeConfig, currentUid: () => string | undefined): LoadedAnalytics {
  const storage = createLocalStorage();
  // Set while a call that waited for loading is handed over.
  let replaying: Moment | null = null;
  const now = () => replaying?.ts ?? Date.now();
  const uid = () => (replaying ? replaying.uid : currentUid());
  const collector = createCollector({
    endpoint: config.analyticsEndpoint,
    project: config.analyticsProject,
    storage: browserLocalStorage(),
    now,
    maxQueue: 500,
    getContext: () => {
      const userId = uid();
      return {
        page: pageNameFor(replaying?.path ?? window.location.pathname, { brand }),
        ...(userId ? { uid: userId } : {}),
        ...readAttribution(storage).utm,
      };
    },
  });
  const offerStats = createOfferStats({ endpoint: OFFER_STATS_ROUTE, now, getUid: uid });
  return {
    analytics: { collector, reports: createReports(collector), offerStats },
    at(moment, call) {
      const before = replaying;
      replaying = moment;
      try {
        return call();
      } finally {
        replaying = before;
      }
    },
  };
}

/** The analytics page name of the current location. */
export function currentPageName(brand: Brand): string {
  return pageNameFor(typeof window === "undefined" ? "/" : stripLocale(window.location.pathname), { brand });
}
