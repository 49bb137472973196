// @vitest-environment node
import { describe, expect, it } from "vitest";

describe("on the server (no window)", () => {
  it("imports cleanly; the page bridge is unavailable and rejects instead of throwing", async () => {
    const { bridge } = await import("./bridge");
    await Promise.all([import("./fingerprint"), import("./versions"), import("./device-fingerprint")]);
    expect(typeof window).toBe("undefined");
    expect(bridge.isAvailable()).toBe(false);
    expect(bridge.supports("getAppInfo")).toBe(false);
    await expect(bridge.environment()).rejects.toMatchObject({ name: "BridgeError", kind: "unavailable" });
  });
});
