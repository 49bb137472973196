import { describe, expect, it } from "vitest";
import {
  isTelegramVersionAtLeast,
  supportsBackButton,
  supportsCloudStorage,
  supportsContactRequest,
  supportsDeviceId,
  supportsStoryShare,
} from "./versions";

describe("isTelegramVersionAtLeast", () => {
  it.each([
    ["7.2", "7.2", true],
    ["7.10", "7.2", true],
    ["7.1", "7.2", false],
    ["8.0", "7.8", true],
    ["6", "6.1", false],
    ["6.1.0", "6.1", true],
    [null, "6.1", false],
    ["", "6.1", false],
  ])("%s ≥ %s is %s", (version, minimum, expected) => {
    expect(isTelegramVersionAtLeast(version, minimum)).toBe(expected);
  });
});

describe("named gates", () => {
  it.each([
    ["6.0", [false, false, false, false, false]],
    ["6.1", [true, false, false, false, false]],
    ["6.9", [true, true, true, false, false]],
    ["7.2", [true, true, true, true, false]],
    ["7.7", [true, true, true, true, false]],
    ["7.8", [true, true, true, true, true]],
    ["9.6", [true, true, true, true, true]],
  ])("version %s: back button, contact, cloud storage, device id, story share = %j", (version, expected) => {
    expect([
      supportsBackButton(version),
      supportsContactRequest(version),
      supportsCloudStorage(version),
      supportsDeviceId(version),
      supportsStoryShare(version),
    ]).toEqual(expected);
  });
});
