import { TEST_NOW } from "@repo/vitest-config/clock";
import { afterEach, describe, expect, it } from "vitest";
import { DEVICE_ID_TIMEOUT_MS, getDeviceId } from "./device-id";
import { startTelegram, telegramSession } from "./start";
import { leaveMiniApp, openAsMiniApp, type FakeTelegramOptions } from "./testing";

const BOT_TOKEN = "1234567:TEST-TOKEN";
// Init data is signed at the test clock, never at the machine's time.
const AUTH_DATE = new Date(TEST_NOW);

afterEach(() => {
  telegramSession()?.stop();
  leaveMiniApp();
});

function launch(version: string, fake: FakeTelegramOptions = {}) {
  const handle = openAsMiniApp({ botToken: BOT_TOKEN, authDate: AUTH_DATE, version, fake });
  startTelegram({ botName: "xworld_bot" });
  return handle;
}

describe("getDeviceId", () => {
  it("waits 5 s by default", () => {
    expect(DEVICE_ID_TIMEOUT_MS).toBe(5000);
  });

  it("returns BiometricManager's device id", async () => {
    const handle = launch("7.2", { biometry: { available: true, device_id: "dev-42" } });
    await expect(getDeviceId()).resolves.toBe("dev-42");
    expect(handle.events.map(([type]) => type)).toContain("web_app_biometry_get_info");
  });

  it.each([
    ["biometrics unavailable", { available: false }, "not_available"],
    ["an empty id", { available: true, device_id: "" }, "no_id"],
  ] as const)("fails on %s", async (_label, biometry, code) => {
    launch("8.0", { biometry });
    await expect(getDeviceId()).rejects.toMatchObject({ code });
  });

  it("times out when the client does not answer", async () => {
    launch("8.0", { biometry: "silent" });
    await expect(getDeviceId({ timeoutMs: 20 })).rejects.toMatchObject({ code: "timeout" });
  });

  it("is not supported before 7.2, and not_in_telegram outside", async () => {
    const handle = launch("7.1");
    await expect(getDeviceId()).rejects.toMatchObject({ code: "not_supported" });
    expect(handle.events.map(([type]) => type)).not.toContain("web_app_biometry_get_info");
    telegramSession()?.stop();
    leaveMiniApp();
    await expect(getDeviceId()).rejects.toMatchObject({ code: "not_in_telegram" });
  });
});
