import { TEST_NOW } from "@repo/vitest-config/clock";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isTelegram, STORED_LAUNCH_PARAMS_KEY } from "./detect";
import { applyLaunchTheme, launchThemeScript } from "./launch-theme";
import { startTelegram, telegramSession, themeCssVariable } from "./start";
import { buildLaunchHash, DEFAULT_TEST_THEME, installFakeTelegram, leaveMiniApp, openAsMiniApp } from "./testing";

const BOT_TOKEN = "1234567:TEST-TOKEN";
const AUTH_DATE = new Date(TEST_NOW);
const ATTRIBUTE = "data-telegram-theme";
const root = document.documentElement;

afterEach(() => {
  telegramSession()?.stop();
  leaveMiniApp();
  root.removeAttribute(ATTRIBUTE);
  root.removeAttribute("style");
});

function themeVariables(): Record<string, string> {
  const found: Record<string, string> = {};
  for (const name of Array.from(root.style)) if (name.startsWith("--tg-theme-")) found[name] = root.style.getPropertyValue(name);
  return found;
}

function expectedVariables(theme: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(theme).map(([key, value]) => [themeCssVariable(key), value]));
}

function linkHash(themeParams?: Record<string, string>): void {
  window.history.replaceState(null, "", `/en-US${buildLaunchHash({ botToken: BOT_TOKEN, authDate: AUTH_DATE, ...(themeParams ? { themeParams } : {}) })}`);
}

/** Replaces the launch hash's theme with `encoded`. */
function withLaunchTheme(encoded: string): void {
  window.history.replaceState(null, "", `/en-US${window.location.hash.replace(/tgWebAppThemeParams=[^&]*/, `tgWebAppThemeParams=${encoded}`)}`);
}

describe("applyLaunchTheme", () => {
  it("sets the launch theme's variables, named as the SDK binds them, and turns the mapping on", () => {
    openAsMiniApp({ botToken: BOT_TOKEN, authDate: AUTH_DATE });
    applyLaunchTheme(window, ATTRIBUTE, STORED_LAUNCH_PARAMS_KEY);
    expect(themeVariables()).toEqual(expectedVariables(DEFAULT_TEST_THEME));
    expect(root.hasAttribute(ATTRIBUTE)).toBe(true);
  });

  it("does the same from its inline script's text", () => {
    openAsMiniApp({ botToken: BOT_TOKEN, authDate: AUTH_DATE });
    new Function(launchThemeScript(ATTRIBUTE))();
    expect(themeVariables()).toEqual(expectedVariables(DEFAULT_TEST_THEME));
    expect(root.hasAttribute(ATTRIBUTE)).toBe(true);
  });

  it("leaves what the SDK binds at start unchanged, so the start restyles nothing", () => {
    openAsMiniApp({ botToken: BOT_TOKEN, authDate: AUTH_DATE });
    applyLaunchTheme(window, ATTRIBUTE, STORED_LAUNCH_PARAMS_KEY);
    const before = root.getAttribute("style");
    startTelegram({ botName: "xworld_bot" });
    expect(root.getAttribute("style")).toBe(before);
  });

  it("keeps only colours of the SDK's form, and reads a number as a 24-bit colour", () => {
    openAsMiniApp({ botToken: BOT_TOKEN, authDate: AUTH_DATE });
    const theme = { hint_color: 0x708499, link_color: "#6AB3F3", bg_color: "red", text_color: "#fff;background:url(x)", "Bad-Key": "#000000" };
    withLaunchTheme(encodeURIComponent(JSON.stringify(theme)));
    applyLaunchTheme(window, ATTRIBUTE, STORED_LAUNCH_PARAMS_KEY);
    expect(themeVariables()).toEqual({ "--tg-theme-hint-color": "#708499", "--tg-theme-link-color": "#6AB3F3" });
  });

  it("leaves the brand's colours when the theme is not JSON", () => {
    openAsMiniApp({ botToken: BOT_TOKEN, authDate: AUTH_DATE });
    withLaunchTheme("%7Bnot");
    applyLaunchTheme(window, ATTRIBUTE, STORED_LAUNCH_PARAMS_KEY);
    expect(themeVariables()).toEqual({});
    expect(root.hasAttribute(ATTRIBUTE)).toBe(false);
  });
});

describe("outside Telegram", () => {
  // The first read of sessionStorage in a document is a synchronous call to the browser process, made
  // while the head is parsed: a plain browser's page must not pay it for a launch it cannot be.
  it("reads no sessionStorage, in the head script or in isTelegram", () => {
    const read = vi.spyOn(window, "sessionStorage", "get");
    try {
      linkHash();
      applyLaunchTheme(window, ATTRIBUTE, STORED_LAUNCH_PARAMS_KEY);
      expect(isTelegram()).toBe(false);
      expect(read).not.toHaveBeenCalled();
    } finally {
      read.mockRestore();
    }
  });
});

describe("applyLaunchTheme agrees with isTelegram", () => {
  const cases: Array<[string, () => void]> = [
    ["a plain page", () => undefined],
    ["a link carrying a launch hash into a plain browser", () => linkHash()],
    ["a Telegram host without launch parameters", () => installFakeTelegram({})],
    ["a mini app launch", () => openAsMiniApp({ botToken: BOT_TOKEN, authDate: AUTH_DATE })],
    ["the newer unencoded launch data", () => openAsMiniApp({ botToken: BOT_TOKEN, authDate: AUTH_DATE, unencoded: true })],
    [
      "a reload, with the launch parameters where the SDK keeps them",
      () => {
        installFakeTelegram({});
        window.sessionStorage.setItem("tapps/launchParams", JSON.stringify(buildLaunchHash({ botToken: BOT_TOKEN, authDate: AUTH_DATE }).slice(1)));
      },
    ],
  ];
  it.each(cases)("%s", (_, arrange) => {
    arrange();
    applyLaunchTheme(window, ATTRIBUTE, STORED_LAUNCH_PARAMS_KEY);
    expect(root.hasAttribute(ATTRIBUTE)).toBe(isTelegram());
  });
});
