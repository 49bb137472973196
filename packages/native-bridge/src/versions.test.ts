import { describe, expect, it } from "vitest";
import {
  AUDIT_VERSION,
  PVP_MIN_VERSION,
  compareVersions,
  isAuditVersion,
  isSpecialVersion,
  isVersionAtLeast,
  needsUpdateFor,
} from "./versions";

describe("compareVersions", () => {
  it.each([
    ["3.0.10", "3.0.6", 1],
    ["3.0.6", "3.0.10", -1],
    ["3.0.6", "3.0.6", 0],
    ["3.1", "3.1.0", 0],
    ["3.1.0.1", "3.1", 1],
    ["10.0.0", "9.9.9", 1],
    ["3.1.192", "3.1.2", 1],
    ["2.9.99", "3.0.0", -1],
  ])("compareVersions(%s, %s) has the sign of %i", (a, b, sign) => {
    expect(Math.sign(compareVersions(a, b))).toBe(sign);
  });

  it("orders a list the way a player would expect", () => {
    const sorted = ["3.0.10", "3.0.6", "3.1.0", "3.0.9", "2.10.0"].sort(compareVersions);
    expect(sorted).toEqual(["2.10.0", "3.0.6", "3.0.9", "3.0.10", "3.1.0"]);
  });
});

describe("isVersionAtLeast", () => {
  it.each([
    ["3.0.6", "3.0.6", true],
    ["3.0.5", "3.0.6", false],
    ["3.0.10", "3.0.6", true],
  ])("isVersionAtLeast(%s, %s) is %s", (version, minimum, expected) => {
    expect(isVersionAtLeast(version, minimum)).toBe(expected);
  });
});

describe("isSpecialVersion", () => {
  it.each([
    ["3.1.105", true],
    ["3.1.195", true],
    ["3.1.005", true],
    ["3.1.5", false],
    ["3.1.15", false],
    ["3.1.1050", false],
    ["3.1.192", false],
    ["3.1.150", false],
  ])("isSpecialVersion(%s) is %s", (version, expected) => {
    expect(isSpecialVersion(version)).toBe(expected);
  });
});

describe("constants and audit", () => {
  it("has the spec's versions", () => {
    expect(AUDIT_VERSION).toBe("3.1.192");
    expect(PVP_MIN_VERSION).toBe("3.0.6");
  });

  it.each([
    ["3.1.192", true],
    ["3.1.193", false],
    ["3.1.19", false],
    [null, false],
    [undefined, false],
  ])("isAuditVersion(%s) is %s", (version, expected) => {
    expect(isAuditVersion(version)).toBe(expected);
  });
});

describe("needsUpdateFor (the /pvp/* gate)", () => {
  it.each([
    ["/pvp/detail", "3.0.5", true],
    ["/pvp", "3.0.5", true],
    ["/pvp/detail?id=1", "2.9.0", true],
    ["/vi-VN/pvp/detail", "3.0.5", true],
    ["/pvp/detail", "3.0.6", false],
    ["/pvp/detail", "3.0.10", false],
    ["/pvp/admin", "3.0.1", false],
    ["/en-US/pvp/admin", "3.0.1", false],
    ["/pvpx", "3.0.1", false],
    ["/wallet", "1.0.0", false],
    ["/pvp/detail", undefined, false],
    ["/pvp/detail", null, false],
    ["/pvp/detail", "", false],
  ])("needsUpdateFor(%s, %s) is %s", (path, version, expected) => {
    expect(needsUpdateFor(path, version)).toBe(expected);
  });
});
