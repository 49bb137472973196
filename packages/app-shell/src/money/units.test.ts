import { describe, expect, it } from "vitest";
import { ceilToPlaces, floorToPlaces, fromUnits, placesOf, toUnits, unitsOf } from "./units";

describe("coin math", () => {
  it.each([
    ["12.5", 12_500_000n],
    ["0.000001", 1n],
    ["100", 100_000_000n],
    ["125.50", 125_500_000n],
    [" 3 ", 3_000_000n],
  ])("reads %j as %s units", (text, units) => {
    expect(toUnits(text)).toBe(units);
  });

  it.each(["", ".5", "1.", "-1", "1e3", "1,5", "0.0000001", "abc"])("refuses %j", (text) => {
    expect(toUnits(text)).toBeNull();
  });

  it("counts an unreadable API amount as nothing", () => {
    expect(unitsOf("oops")).toBe(0n);
    expect(unitsOf(undefined)).toBe(0n);
  });

  it.each([
    [12_500_000n, "12.5"],
    [100_000_000n, "100"],
    [1n, "0.000001"],
    [-250_000n, "-0.25"],
    [0n, "0"],
  ])("writes %s units as %j", (units, text) => {
    expect(fromUnits(units)).toBe(text);
  });

  it("rounds to a coin's places, down or up", () => {
    expect(floorToPlaces(24_617_265n, 2)).toBe(24_610_000n);
    expect(ceilToPlaces(666_667n, 2)).toBe(670_000n);
    expect(ceilToPlaces(670_000n, 2)).toBe(670_000n);
    expect(floorToPlaces(1n, 6)).toBe(1n);
  });

  it("counts places after the point", () => {
    expect(placesOf("12.50")).toBe(2);
    expect(placesOf("7")).toBe(0);
  });
});
