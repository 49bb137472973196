import { TEST_NOW } from "@repo/vitest-config/clock";
import { parseLaunchParamsQuery } from "@telegram-apps/sdk";
import { afterEach, describe, expect, it } from "vitest";
import { isTelegram } from "./detect";
import { normalizeLaunchHash, normalizeLocationHash } from "./launch-hash";
import { startTelegram, telegramSession } from "./start";
import { buildLaunchHash, leaveMiniApp, openAsMiniApp, signTestInitData } from "./testing";

const BOT_TOKEN = "1234567:TEST-TOKEN";
// Init data is signed at the test clock, never at the machine's time.
const AUTH_DATE = new Date(TEST_NOW);

afterEach(() => {
  telegramSession()?.stop();
  leaveMiniApp();
});

describe("normalizeLaunchHash", () => {
  const initData = "query_id=AA1&user=%7B%22id%22%3A1%7D&auth_date=1776596034&signature=sig&hash=abc";

  it("encodes an unencoded tgWebAppData value and keeps the other parameters", () => {
    const hash = `#tgWebAppData=${initData}&tgWebAppVersion=9.6&tgWebAppPlatform=tdesktop`;
    const normalized = normalizeLaunchHash(hash);
    expect(normalized).toBe(`#tgWebAppData=${encodeURIComponent(initData)}&tgWebAppVersion=9.6&tgWebAppPlatform=tdesktop`);
    const params = new URLSearchParams(normalized.slice(1));
    expect(params.get("tgWebAppData")).toBe(initData);
    expect(params.get("tgWebAppVersion")).toBe("9.6");
  });

  it("handles tgWebAppData after other parameters and at the end", () => {
    const hash = `#tgWebAppVersion=9.6&tgWebAppData=${initData}`;
    expect(new URLSearchParams(normalizeLaunchHash(hash).slice(1)).get("tgWebAppData")).toBe(initData);
  });

  it("works on a hash without '#' and after a route's '?'", () => {
    expect(normalizeLaunchHash(`tgWebAppData=${initData}`)).toBe(`tgWebAppData=${encodeURIComponent(initData)}`);
    expect(normalizeLaunchHash(`#/wallet?tgWebAppData=${initData}&tgWebAppVersion=9.6`)).toBe(
      `#/wallet?tgWebAppData=${encodeURIComponent(initData)}&tgWebAppVersion=9.6`,
    );
  });

  it.each([
    ["the encoded form", `#tgWebAppData=${encodeURIComponent(initData)}&tgWebAppVersion=8.0`],
    ["a hash without launch parameters", "#/wallet"],
    ["an empty hash", ""],
    ["a key that only ends in tgWebAppData", `#xtgWebAppData=${initData}`],
  ])("leaves %s unchanged", (_label, hash) => {
    expect(normalizeLaunchHash(hash)).toBe(hash);
  });

  it("makes a signed unencoded launch hash readable by the SDK", () => {
    const hash = buildLaunchHash({ botToken: BOT_TOKEN, authDate: AUTH_DATE, unencoded: true, version: "9.6" });
    expect(() => parseLaunchParamsQuery(hash.slice(1))).toThrow();
    const parsed = parseLaunchParamsQuery(normalizeLaunchHash(hash).slice(1));
    expect(parsed.tgWebAppVersion).toBe("9.6");
    expect(parsed.tgWebAppData?.user?.id).toBe(777000111);
  });
});

describe("the unencoded form in a real launch", () => {
  it("is detected, normalised in the URL, and its raw init data sent unchanged", () => {
    openAsMiniApp({ botToken: BOT_TOKEN, authDate: AUTH_DATE, unencoded: true, version: "9.6", startParam: "ref9" });
    const rawInitData = new URLSearchParams(normalizeLaunchHash(window.location.hash).slice(1)).get("tgWebAppData");
    expect(isTelegram()).toBe(true);
    const session = startTelegram({ botName: "xworld_bot" });
    expect(session.context.version).toBe("9.6");
    expect(session.context.startParam).toBe("ref9");
    expect(session.context.initData).toBe(rawInitData);
    expect(window.location.hash).toBe(normalizeLaunchHash(window.location.hash));
  });

  it("normalizeLocationHash does nothing to an already encoded URL", () => {
    openAsMiniApp({ botToken: BOT_TOKEN, authDate: AUTH_DATE });
    const before = window.location.href;
    expect(normalizeLocationHash(window)).toBe(false);
    expect(window.location.href).toBe(before);
  });

  it("sends exactly the signed init data", () => {
    const authDate = new Date(1_776_000_000_000);
    openAsMiniApp({ botToken: BOT_TOKEN, authDate });
    const session = startTelegram({ botName: "xworld_bot" });
    expect(session.context.initData).toBe(signTestInitData({ botToken: BOT_TOKEN, authDate }));
  });
});
