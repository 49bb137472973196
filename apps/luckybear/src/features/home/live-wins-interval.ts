// Spec: not shown — how often the lobby's live-prize strip refreshes. Choice: every 30 s (the live
// prizes screen itself refreshes every 10 s). Its own module: the strip's refresh and the poller it
// loads both read it, and neither imports the other for it.
export const LIVE_WINS_REFRESH_MS = 30_000;
