// The browser's offer statistics, signed here with the server's secret (@repo/app-shell/offer-stats-route).
import { offerStatsRoute } from "@repo/app-shell/offer-stats-route";
import { serverEnv } from "@/env";

const relay = offerStatsRoute(serverEnv);

export function POST(request: Request): Promise<Response> {
  return relay.POST(request);
}
