import { describe, expect, it } from "vitest";
import { defaultSupportLink, type SupportBotState, supportLinkFor } from "./support-link";

const BOT = "https://t.me/xworld_cs_bot";

describe("defaultSupportLink", () => {
  it.each([
    [10001, "https://t.me/xworld_cs_bot?start=10001_unable_create_appeal"],
    [null, "https://t.me/xworld_cs_bot?start=0_unable_create_appeal"],
  ])("player %s → %s", (userId, link) => {
    expect(defaultSupportLink(BOT, userId)).toBe(link);
  });

  it("replaces a start parameter the configured address already has", () => {
    expect(defaultSupportLink(`${BOT}?start=old`, 7)).toBe("https://t.me/xworld_cs_bot?start=7_unable_create_appeal");
  });
});

describe("supportLinkFor", () => {
  const fallback = { botUrl: BOT, userId: 10001 };
  it.each<[string, SupportBotState, ReturnType<typeof supportLinkFor>]>([
    ["app start still deciding", { status: "unknown" }, { kind: "pending" }],
    ["the player's bot loading", { status: "loading" }, { kind: "pending" }],
    [
      "a signed-out visitor",
      { status: "signed-out" },
      { kind: "ready", url: "https://t.me/xworld_cs_bot?start=0_unable_create_appeal", source: "default" },
    ],
    [
      "the call failed",
      { status: "failed" },
      { kind: "ready", url: "https://t.me/xworld_cs_bot?start=10001_unable_create_appeal", source: "default" },
    ],
    [
      "the player's bot",
      { status: "loaded", botLink: "https://t.me/xworld_cs_bot?start=10001_support" },
      { kind: "ready", url: "https://t.me/xworld_cs_bot?start=10001_support", source: "player" },
    ],
    [
      "an empty bot_link",
      { status: "loaded", botLink: "" },
      { kind: "ready", url: "https://t.me/xworld_cs_bot?start=10001_unable_create_appeal", source: "default" },
    ],
    [
      "a bot_link that is not a web address",
      { status: "loaded", botLink: "javascript:alert(1)" },
      { kind: "ready", url: "https://t.me/xworld_cs_bot?start=10001_unable_create_appeal", source: "default" },
    ],
  ])("%s", (_case, bot, link) => {
    expect(supportLinkFor(bot, fallback)).toEqual(link);
  });
});
