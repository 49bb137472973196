import { TEST_NOW } from "@repo/vitest-config/clock";
import { afterEach, describe, expect, it } from "vitest";
import { hasTelegramHost, isTelegram } from "./detect";
import { buildLaunchUrl, installFakeTelegram, leaveMiniApp } from "./testing";

const BOT_TOKEN = "123456:dev-bot-token";
// Init data is signed at the test clock, never at the machine's time.
const AUTH_DATE = new Date(TEST_NOW);

afterEach(() => {
  leaveMiniApp();
});

/** A link carrying someone's signed launch data, opened in whatever window this is. */
function openLink(): void {
  const url = new URL(buildLaunchUrl(`${window.location.origin}/en-US`, { botToken: BOT_TOKEN, authDate: AUTH_DATE }));
  window.history.replaceState(null, "", `${url.pathname}${url.hash}`);
}

describe("detecting Telegram from the real environment", () => {
  it("is not fooled by a link carrying someone's init data into a plain browser", () => {
    openLink();
    expect(hasTelegramHost(window)).toBe(false);
    expect(isTelegram()).toBe(false);
  });

  it("recognises a Telegram client by the webview proxy it installs", () => {
    installFakeTelegram({});
    openLink();
    expect(hasTelegramHost(window)).toBe(true);
    expect(isTelegram()).toBe(true);
  });

  it("recognises Telegram's web clients, which frame the app", () => {
    const framed = { parent: {}, external: undefined } as unknown as Window;
    expect(hasTelegramHost(framed)).toBe(true);
  });

  it("needs the launch parameters too: the host alone is not a mini app launch", () => {
    installFakeTelegram({});
    expect(isTelegram()).toBe(false);
  });
});
