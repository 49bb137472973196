// @vitest-environment node
// The tab bar against every page of the casino, read from its page files: each page is a flow step
// (no bar) or owned by exactly one tab, and shows the tab listed here. A new page fails these tests
// until it is given its place, so no route is forgotten.
import { fileURLToPath } from "node:url";
import { describeTabBarOnEveryPage, pathOfPattern } from "@repo/app-shell/testing/tab-bar-suite";
import { routePatterns } from "@repo/playwright-config/app-routes";
import { describe, expect, it } from "vitest";
import { type LuckybearTab, TAB_BAR, tabBarTab, telegramBackAction } from "./route-rules";

const appDir = fileURLToPath(new URL("../../", import.meta.url));
/** The page that renders any path no other page claims (the not-found page). */
const NOT_FOUND = "/[...rest]";

/** Every page and the tab current on it; null: no bar. */
const EXPECTED: Readonly<Record<string, LuckybearTab | null>> = {
  // The bare locale redirects to the lobby.
  "/": "home",
  "/luckybear": "home",
  "/luckybear/game/gameTab": "games",
  "/luckybear/rewards": "rewards", "/luckybear/spin": "rewards", "/luckybear/lottery": "rewards", "/luckybear/prizes": "rewards",
  "/luckybear/champions": "rewards", "/luckybear/champions/[champId]": "rewards", "/luckybear/vip": "rewards",
  "/luckybear/invite": "invite", "/luckybear/agent": "invite",
  "/luckybear/me": "me", "/luckybear/money": "me", "/luckybear/money/history": "me", "/luckybear/money/locked": "me",
  "/luckybear/giftcode": "me", "/luckybear/country": "me", "/user/setting": "me", "/user/feedback": "me", "/user/feedback/v2": "me",
  // flow steps
  "/luckybear/money/pay": null, "/luckybear/money/pay-confirm": null,
  "/user/login": null, "/user/login-home": null, "/user/verify": null, "/user/bind-phone": null, "/user/fb-login-feedback": null,
  [NOT_FOUND]: null,
};

const pages = routePatterns(appDir);

describeTabBarOnEveryPage({ app: "luckybear", pages, table: TAB_BAR, tabBarTab, expected: EXPECTED, notFound: NOT_FOUND, unclaimed: ["/luckybear/no-such-page"] });

describe("the Telegram back button and the tabs", () => {
  it.each(Object.entries(EXPECTED).filter(([page]) => page !== NOT_FOUND))("%s (tab %s): lobby, back to the lobby, or history", (page) => {
    const path = pathOfPattern(page);
    const action = telegramBackAction(path);
    if (path === "/" || path === "/luckybear") expect(action).toEqual({ kind: "confirm-close" });
    else if (TAB_BAR.tabs.some((area) => area.root === path)) expect(action).toEqual({ kind: "navigate", to: "/luckybear" });
    else expect(action).toEqual({ kind: "history-back" });
  });

  it("goes back to where the player came from on a sub-screen, to the lobby from a tab root", () => {
    expect(telegramBackAction("/luckybear/vip")).toEqual({ kind: "history-back" });
    expect(telegramBackAction("/luckybear/rewards")).toEqual({ kind: "navigate", to: "/luckybear" });
  });
});
