import type { PlatformKind } from "@repo/session/types";
import { describe, expect, it } from "vitest";
import { runsAsInstalledApp, shouldOfferPwaInstall } from "./pwa-offer";

const visitor = { installed: false, shownToday: false, otherDialogOpen: false };

describe("shouldOfferPwaInstall", () => {
  it.each<[PlatformKind, boolean]>([
    ["luckybear-web", true],
    ["web", true],
    ["page-model", true],
    ["native", false],
    ["telegram", false],
  ])("a first visit today on %s → %s", (platform, offered) => {
    expect(shouldOfferPwaInstall({ platform, ...visitor })).toBe(offered);
  });

  it.each([
    ["already offered today", { shownToday: true }],
    ["running as the installed app", { installed: true }],
    ["another dialog open", { otherDialogOpen: true }],
  ])("not when %s", (_case, change) => {
    expect(shouldOfferPwaInstall({ platform: "luckybear-web", ...visitor, ...change })).toBe(false);
  });
});

describe("runsAsInstalledApp", () => {
  const fakeWindow = (standaloneDisplay: boolean, iosStandalone?: boolean) =>
    ({
      navigator: iosStandalone === undefined ? {} : { standalone: iosStandalone },
      matchMedia: (query: string) => ({ matches: standaloneDisplay && query === "(display-mode: standalone)" }),
    }) as unknown as Window;

  it.each([
    ["a browser tab", fakeWindow(false), false],
    ["a standalone display", fakeWindow(true), true],
    ["iOS home-screen mode", fakeWindow(false, true), true],
    ["iOS Safari", fakeWindow(false, false), false],
  ])("%s → %s", (_case, win, installed) => {
    expect(runsAsInstalledApp(win)).toBe(installed);
  });
});
