import { describe, expect, it } from "vitest";
import { deviceOsOf, downloadsFor } from "./device-os";

const ANDROID_STORE = { platform: "android" as const, channel: "store" as const, url: "https://play.example/x", version: "3.2.14", size: 0 };
const ANDROID_APK = { platform: "android" as const, channel: "apk" as const, url: "https://dl.example/x.apk", version: "3.2.14", size: 48_234_496 };
const IOS_STORE = { platform: "ios" as const, channel: "store" as const, url: "https://apps.example/x", version: "3.2.12", size: 0 };

describe("the visitor's device", () => {
  it.each([
    ["Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36", "android"],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148", "ios"],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1", "ios"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126 Safari/537.36", "other"],
  ])("%s → %s", (agent, os) => expect(deviceOsOf(agent)).toBe(os));

  it("puts its own platform's store first, then its file, then the rest", () => {
    expect(downloadsFor("ios", [ANDROID_STORE, ANDROID_APK, IOS_STORE])).toEqual([IOS_STORE, ANDROID_STORE, ANDROID_APK]);
    expect(downloadsFor("android", [ANDROID_APK, IOS_STORE, ANDROID_STORE])).toEqual([ANDROID_STORE, ANDROID_APK, IOS_STORE]);
    expect(downloadsFor("other", [ANDROID_APK, IOS_STORE, ANDROID_STORE])).toEqual([IOS_STORE, ANDROID_STORE, ANDROID_APK]);
  });
});
