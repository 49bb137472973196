/** Where the browser sends offer-statistics drafts: the app's own relay (offer-stats-route.ts). */
export const OFFER_STATS_ROUTE = "/api/offer-stats";
