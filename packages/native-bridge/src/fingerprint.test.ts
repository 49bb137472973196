import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createBridge } from "./bridge";
import {
  FINGER_REFERENCE_MAX_LENGTH,
  checkFingerAtInit,
  checkFingerSupport,
  cutReferenceText,
  fingerErrorMessage,
  isFingerSupported,
  quietly,
  readFingerReference,
  saveFingerReference,
  type FingerMessage,
  type FingerMode,
} from "./fingerprint";
import { installBridgeSimulator, type BridgeSimulator } from "./simulator/index";

let simulator: BridgeSimulator | null = null;

beforeEach(() => {
  window.sessionStorage.clear();
});

afterEach(() => {
  simulator?.uninstall();
  simulator = null;
});

function withHost(config: Parameters<typeof installBridgeSimulator>[0] = {}) {
  simulator = installBridgeSimulator(config);
  return { sim: simulator, bridge: createBridge() };
}

describe("fingerErrorMessage", () => {
  it.each<[number | null, FingerMode, string | null, FingerMessage]>([
    [7, "add", null, { key: "finger_error_1" }],
    [7, "read", "ignored", { key: "finger_error_1" }],
    [9, "read", null, { key: "finger_error_2" }],
    [10, "add", null, { key: "finger_error_3" }],
    [50, "read", null, { key: "finger_error_3" }],
    [15, "add", null, { key: "finger_error_4" }],
    [15, "read", null, { key: "finger_error_6" }],
    [17, "add", null, { key: "finger_error_5" }],
    [3, "add", "Sensor dirty", { text: "Sensor dirty" }],
    [3, "read", "", { key: "finger_not_support" }],
    [null, "read", null, { key: "finger_not_support" }],
  ])("code %s while %s (host says %j) gives %j", (code, mode, hostMessage, expected) => {
    expect(fingerErrorMessage(code, mode, hostMessage)).toEqual(expected);
  });
});

describe("isFingerSupported", () => {
  it.each([
    [0, true],
    [1, false],
    [11, false],
    [14, false],
    [12, true],
    [null, true],
  ])("support_finger %s → %s", (value, expected) => {
    expect(isFingerSupported(value)).toBe(expected);
  });
});

describe("cutReferenceText", () => {
  it("keeps short text and cuts long text at 1024 characters", () => {
    expect(cutReferenceText("abc")).toBe("abc");
    expect(cutReferenceText("x".repeat(2000))).toHaveLength(FINGER_REFERENCE_MAX_LENGTH);
  });

  it("counts characters, not UTF-16 units", () => {
    const cut = cutReferenceText("😀".repeat(1100));
    expect(Array.from(cut)).toHaveLength(1024);
  });
});

describe("checkFingerSupport", () => {
  it("reports support", async () => {
    const { bridge } = withHost();
    expect(await checkFingerSupport(bridge)).toEqual({ ok: true, value: { supportFinger: 0 } });
  });

  it.each([1, 11, 14])("support value %i is finger_not_support", async (value) => {
    const { sim, bridge } = withHost();
    sim.set("checkFinger", { ret: 0, params: { code: 0, support_finger: value } });
    expect(await checkFingerSupport(bridge)).toEqual({ ok: false, code: value, message: { key: "finger_not_support" } });
  });

  it("is finger_not_support when the host lacks the method or there is no host", async () => {
    const { bridge } = withHost({ unsupported: ["checkFinger"] });
    expect(await checkFingerSupport(bridge)).toMatchObject({ ok: false, message: { key: "finger_not_support" } });
    simulator?.uninstall();
    simulator = null;
    expect(await checkFingerSupport(createBridge())).toMatchObject({ ok: false, message: { key: "finger_not_support" } });
  });
});

describe("saveFingerReference (adding) and readFingerReference (reading)", () => {
  it("binds the cut reference text and reads it back", async () => {
    const { sim, bridge } = withHost();
    expect(await saveFingerReference(bridge, "r".repeat(1500))).toEqual({ ok: true, value: undefined });
    expect(sim.callsTo("loadFinger")[0]?.params.finger_save_data).toHaveLength(1024);
    expect(await readFingerReference(bridge)).toEqual({ ok: true, value: "r".repeat(1024) });
  });

  it("code 15 means finger_error_4 when adding and finger_error_6 when reading", async () => {
    const { sim, bridge } = withHost();
    sim.set("loadFinger", { ret: 0, params: { code: 15, msg: "changed" } });
    sim.set("checkFingerSavedData", { ret: 0, params: { code: 15, msg: "changed" } });
    expect(await saveFingerReference(bridge, "a")).toEqual({ ok: false, code: 15, message: { key: "finger_error_4" } });
    expect(await readFingerReference(bridge)).toEqual({ ok: false, code: 15, message: { key: "finger_error_6" } });
  });

  it("reads the code of a non-zero ret too", async () => {
    const { sim, bridge } = withHost();
    sim.set("checkFingerSavedData", { ret: 1, params: { code: 7 }, msg: "locked" });
    expect(await readFingerReference(bridge)).toEqual({ ok: false, code: 7, message: { key: "finger_error_1" } });
    sim.set("checkFingerSavedData", { ret: 5, msg: "Try again later" });
    expect(await readFingerReference(bridge)).toEqual({ ok: false, code: 5, message: { text: "Try again later" } });
  });
});

describe("failures at init are ignored", () => {
  it("quietly() turns a failure into null and passes a value through", async () => {
    expect(await quietly(() => Promise.reject(new Error("x")))).toBeNull();
    expect(await quietly(() => Promise.resolve(4))).toBe(4);
  });

  it("checkFingerAtInit gives the support, or null when anything goes wrong", async () => {
    const { sim, bridge } = withHost();
    expect(await checkFingerAtInit(bridge)).toEqual({ supportFinger: 0 });
    sim.set("checkFinger", { ret: 9, msg: "broken" });
    expect(await checkFingerAtInit(bridge)).toBeNull();
    sim.set("checkFinger", { ret: 0, params: { code: 0, support_finger: 1 } });
    expect(await checkFingerAtInit(bridge)).toBeNull();
  });
});
