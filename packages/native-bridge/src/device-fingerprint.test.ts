import { describe, expect, it, vi } from "vitest";
import { DEVICE_KEY_VERSION, createDeviceFingerprint, loadWebVisitorId, parseDeviceFingerprint } from "./device-fingerprint";

describe("createDeviceFingerprint", () => {
  it("uses the host's did when given, without loading FingerprintJS", async () => {
    const loadVisitorId = vi.fn(() => Promise.resolve("web-id"));
    const record = await createDeviceFingerprint({ did: "host-did", now: () => 1_700_000_000_000, randomKey: () => "key-1", loadVisitorId });
    expect(record).toEqual({ createTime: 1_700_000_000_000, did: "host-did", deviceKey: "key-1", deviceKeyVersion: "3.3.6" });
    expect(loadVisitorId).not.toHaveBeenCalled();
  });

  it("falls back to the web visitor id", async () => {
    const record = await createDeviceFingerprint({ loadVisitorId: () => Promise.resolve("visitor-9") });
    expect(record.did).toBe("visitor-9");
    expect(record.deviceKeyVersion).toBe(DEVICE_KEY_VERSION);
    expect(record.deviceKey).not.toBe("");
  });

  it("makes a new device key for every record", async () => {
    const a = await createDeviceFingerprint({ did: "d" });
    const b = await createDeviceFingerprint({ did: "d" });
    expect(a.deviceKey).not.toBe(b.deviceKey);
  });
});

describe("loadWebVisitorId", () => {
  it("loads FingerprintJS lazily and returns a stable 32-hex visitor id", async () => {
    const first = await loadWebVisitorId();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(await loadWebVisitorId()).toBe(first);
  });
});

describe("parseDeviceFingerprint", () => {
  const good = { createTime: 1, did: "d", deviceKey: "k", deviceKeyVersion: "3.3.6" };

  it.each([
    ["a complete record", good, good],
    ["its JSON", JSON.stringify(good), good],
    ["an older key version", { ...good, deviceKeyVersion: "3.3.5" }, null],
    ["an empty did", { ...good, did: "" }, null],
    ["a missing key", { createTime: 1, did: "d", deviceKeyVersion: "3.3.6" }, null],
    ["broken JSON", "{", null],
    ["null", null, null],
  ])("%s", (_label, input, expected) => {
    expect(parseDeviceFingerprint(input)).toEqual(expected);
  });
});
