// @vitest-environment node
// The tab bar against every page of the app, read from its page files: each page is a flow step (no
// bar) or owned by exactly one tab, and shows the tab listed here. A new page fails these tests until
// it is given its place, so no route is forgotten.
import { fileURLToPath } from "node:url";
import { describeTabBarOnEveryPage } from "@repo/app-shell/testing/tab-bar-suite";
import { routePatterns } from "@repo/playwright-config/app-routes";
import { describe, expect, it } from "vitest";
import { TAB_BAR, tabBarTab, telegramBackAction, type XworldTab } from "./route-rules";

const appDir = fileURLToPath(new URL("../../", import.meta.url));
/** The page that renders any path no other page claims (the not-found page). */
const NOT_FOUND = "/[...rest]";

/** Every page and the tab current on it; null: no bar. */
const EXPECTED: Readonly<Record<string, XworldTab | null>> = {
  "/": "home",
  "/win": "home", "/win/history": "home", "/inbet": "home", "/pvp": "home", "/pvp/detail": "home", "/pvp/admin": "home",
  "/battle": "home", "/battle/rank": "home", "/sudgame": "home",
  "/reward": "earn", "/reward/guide": "earn", "/reward/list": "earn", "/pool": "earn", "/pool/[poolId]": "earn",
  "/voteV2": "earn", "/voteV2/[projectId]": "earn", "/voteV2/mine": "earn", "/vote": "earn", "/vote/[...path]": "earn",
  "/invest": "earn", "/invest/[productId]": "earn", "/invest/holdings": "earn", "/luckycode/buy": "earn",
  "/activity/newbie": "earn", "/offer": "earn", "/offer/followTask": "earn",
  "/wallet": "wallet", "/wallet/gas": "wallet", "/user/orders": "wallet",
  "/share": "invite", "/shareTab": "invite", "/giftcode": "invite", "/giftcode/share": "invite", "/user/bindCode": "invite",
  "/me": "me", "/profile": "me", "/profile/[xid]": "me", "/profile/edit": "me", "/profile/select": "me", "/posts/[postId]": "me",
  "/honor": "me", "/honor/board": "me", "/battle/record": "me", "/partner": "me", "/user/setting": "me",
  "/user/feedback": "me", "/user/feedback/v2": "me", "/user/feedback/assistant": "me", "/user/payment": "me",
  "/library": "me", "/library/item": "me", "/space": "me", "/market": "me", "/market/detail": "me", "/market/history": "me",
  "/petV2": "me", "/petV2/draw": "me", "/petV2/guide": "me", "/rollnft": "me", "/task/download": "me",
  // flow steps
  "/user/login": null, "/user/login-home": null, "/user/verify": null, "/user/bind-phone": null, "/user/fb-login-feedback": null,
  "/splash": null, "/share/land": null, "/user/setup": null, "/user/setup/[step]": null, "/profile/edit/[field]": null,
  "/profile/addProduct": null, "/user/withdraw": null, "/user/withdrawNew": null, "/user/withdraw-quantity": null,
  "/user/withdraw-payment": null, "/wallet/exchange": null, "/activity/recharge": null, "/win/money": null, "/inbet/money": null,
  "/activity/recharge_dialog": null, "/activity/exchange_dialog": null, "/buildDialog/[popupId]": null,
  "/task/details": null, "/task/detailsV2": null, "/task/product": null, "/task/product_v2": null, "/products/[productId]": null,
  "/petGame": null, "/sudgame/[gameId]": null, "/user/report": null,
  "/account": null, "/create": null, "/setup": null, "/followTask": null, "/r/[slug]": null,
  [NOT_FOUND]: null,
};

const pages = routePatterns(appDir);

describeTabBarOnEveryPage({ app: "xworld", pages, table: TAB_BAR, tabBarTab, expected: EXPECTED, notFound: NOT_FOUND, unclaimed: ["/no-such-page", "/wallet-of-someone"] });

describe("the tab bar with a query or hash", () => {
  it("marks the area's tab whatever the query or hash", () => {
    expect(tabBarTab("/pool?tab=ended")).toBe("earn");
    expect(tabBarTab("/market?tab=mine&backShow=1")).toBe("me");
    expect(tabBarTab("/space?uid=10026")).toBe("me");
    expect(tabBarTab("/#tasks")).toBe("home");
  });
});

describe("the Telegram back button and the tabs", () => {
  it("goes home from every tab root but the home, which asks before closing", () => {
    expect(telegramBackAction("/")).toEqual({ kind: "confirm-close" });
    for (const root of ["/reward/guide", "/wallet", "/share", "/me"]) expect(telegramBackAction(root)).toEqual({ kind: "navigate", to: "/" });
  });

  it("goes back through history from a page inside a tab's area and from a flow step", () => {
    for (const path of ["/pool", "/reward", "/voteV2/3", "/user/orders", "/giftcode", "/profile", "/market/detail", "/pvp/detail", "/wallet/exchange", "/task/details"]) {
      expect(telegramBackAction(path)).toEqual({ kind: "history-back" });
    }
  });
});
