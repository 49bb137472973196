import { describe, expect, it } from "vitest";
import type { RouteFirstLoad } from "../../../scripts/perf/first-load.mjs";
import { heaviestRoutes } from "./pages";

const row = (route: string, firstLoad: number, files: string[]): RouteFirstLoad => ({ route, firstLoad, own: 0, files });

describe("heaviestRoutes", () => {
  it("takes the heaviest page routes other than home, each set of chunks once, and leaves out routes it cannot open", () => {
    const rows = [
      row("/[locale]", 999_000, ["home.js"]),
      row("/[locale]/wallet", 190_000, ["wallet.js"]),
      row("/[locale]/task/details", 188_000, ["task.js"]),
      row("/[locale]/task/product", 188_000, ["task.js"]),
      row("/[locale]/orders/[orderId]", 300_000, ["order.js"]),
      row("/[locale]/(.)activity/exchange_dialog", 195_000, ["dialog.js"]),
      row("/api/offer-stats", 500_000, []),
      row("/[locale]/me", 170_000, ["me.js"]),
      row("/[locale]/splash", 160_000, ["splash.js"]),
    ];
    expect(heaviestRoutes("xworld", rows).map((r) => r.route)).toEqual(["/[locale]/wallet", "/[locale]/task/details", "/[locale]/me"]);
  });
});
