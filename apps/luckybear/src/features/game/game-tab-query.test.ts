import { describe, expect, it } from "vitest";
import { type SearchParams, gameTabHref, listFilter } from "./game-tab-query";
import { readGameTabQuery } from "./read-game-tab-query";

describe("game tab query", () => {
  it.each<[SearchParams, ReturnType<typeof readGameTabQuery>]>([
    [{}, { tab: "all", provider: null, q: "" }],
    [{ tab: "slots", provider: "pg", q: " tiger " }, { tab: "slots", provider: "pg", q: "tiger" }],
    [{ tab: "favourites" }, { tab: "favourites", provider: null, q: "" }],
    [{ tab: "<b>", provider: "unknown" }, { tab: "all", provider: null, q: "" }],
    [{ tab: ["live", "crash"] }, { tab: "live", provider: null, q: "" }],
  ])("%j → %j", (search, query) => {
    expect(readGameTabQuery(search)).toEqual(query);
  });

  it("writes only what differs from the default", () => {
    expect(gameTabHref("en-US")).toBe("/en-US/luckybear/game/gameTab");
    expect(gameTabHref("en-US", { tab: "all", provider: null, q: " " })).toBe("/en-US/luckybear/game/gameTab");
    expect(gameTabHref("vi-VN", { tab: "slots", provider: "pg", q: "gold" })).toBe("/vi-VN/luckybear/game/gameTab?tab=slots&provider=pg&q=gold");
  });

  it.each<[Parameters<typeof listFilter>[0], ReturnType<typeof listFilter>]>([
    [{ tab: "all", provider: null, q: "" }, {}],
    [{ tab: "slots", provider: null, q: "" }, { category: "slots" }],
    [{ tab: "all", provider: "inbet", q: "" }, { provider: "inbet" }],
    [{ tab: "favourites", provider: "pg", q: "" }, { provider: "pg" }],
  ])("game_list filter of %j is %j", (query, filter) => {
    expect(listFilter(query)).toEqual(filter);
  });
});
